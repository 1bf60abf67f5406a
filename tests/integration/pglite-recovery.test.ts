import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PgliteServer, startPgliteServer } from '@psycortex/local-runtime/pglite-server';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { psql } from './helpers/pg-tools.ts';
import { RawClient } from './helpers/raw-wire.ts';

/** What happens when the engine itself dies: clients are told, nobody hangs, data stays. */
describe('embedded database recovery', () => {
  let dir: string;
  let server: PgliteServer;
  const clients: postgres.Sql[] = [];
  const client = () => {
    const sql = postgres(server.url, { max: 1, prepare: false, onnotice: () => {} });
    clients.push(sql);
    return sql;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pglite-recovery-'));
    server = await startPgliteServer({
      dataDir: join(dir, 'data'),
      password: 'recovery-test-password',
      queueTimeoutMs: 1500,
      idleInTransactionMs: 10_000,
    });
    await client().unsafe('create table kept (n int not null)');
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end({ timeout: 1 })));
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('tells a client that waited too long for its turn, instead of leaving it waiting', async () => {
    const holder = client();
    const held = holder.begin(async (tx) => {
      await tx`insert into kept values (-1)`;
      await new Promise((r) => setTimeout(r, 2500));
      await tx`select 1`;
    });
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    // Without postgres.js's own type query at connect, which would wait in the queue too.
    const waiting = postgres(server.url, {
      max: 1,
      prepare: false,
      fetch_types: false,
      onnotice: () => {},
    });
    clients.push(waiting);
    await expect(waiting`select count(*) from kept`).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(2400);
    await held;
    // The refused client goes on working.
    const [row] = await waiting<{ n: number }[]>`select count(*)::int as n from kept`;
    expect(row?.n).toBe(1);
  });

  it('ends only the session of a client that sends a malformed message', async () => {
    const junk = await RawClient.open(server.url);
    expect(await junk.query('begin; insert into kept values (3)')).toMatch(/Z T$/);
    // A message type Postgres does not know: PGlite would block the whole process on it.
    junk.send('!', 'junk');
    expect(await junk.until('Z')).toMatch(/08P01.*invalid frontend message type.*\(closed\)/s);
    const [row] = await client()<{ n: number }[]>`select count(*)::int as n from kept where n = 3`;
    expect(row?.n).toBe(0);
  });

  it('restarts an engine that dies mid-transaction; its clients get an error, later ones work', async () => {
    await client()`insert into kept values (1)`;
    const killer = await RawClient.open(server.url);
    expect(await killer.query('begin; insert into kept values (2)')).toMatch(/Z T$/);
    // Waiting for the engine that the transaction holds.
    // Without postgres.js's type query at connect, whose failure nobody would be awaiting.
    const waiter = postgres(server.url, { max: 1, fetch_types: false, onnotice: () => {} });
    clients.push(waiter);
    const waited = waiter`select count(*)::int as n from kept`.then(
      () => 'answered',
      (error: { code?: string }) => error.code ?? 'error',
    );
    await new Promise((r) => setTimeout(r, 100));
    // The engine's next call really kills it: a COPY FROM STDIN handed over without its data
    // makes PGlite exit (\`Program terminated with exit(1)\`), the way it died before the server
    // learnt to feed COPY.
    const engine = server.pglite;
    const original = engine.execProtocolRaw.bind(engine);
    vi.spyOn(engine, 'execProtocolRaw').mockImplementationOnce(() =>
      original(Buffer.from('Q\0\0\0\x19copy kept from stdin\0', 'latin1')),
    );
    killer.send('Q', 'insert into kept values (3)\0');
    expect(await killer.until('Z')).toMatch(/57P01.*restarting.*\(closed\)/s);
    // The waiting client is told too (its session was in the engine that died).
    expect(await waited).toMatch(/57P01|CONNECTION_CLOSED|CONNECTION_ENDED/);
    // The next clients are served by a fresh engine with every committed row, and only those.
    const after = await client()<{ n: number }[]>`select n from kept where n > 0 order by n`;
    expect(after.map((r) => r.n)).toEqual([1]);
    const check = await psql(server.url, ['-tAc', 'select count(*) from kept where n = 1']);
    expect(check.out.trim()).toBe('1');
  });
});
