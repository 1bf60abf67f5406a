import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteServer, startPgliteServer } from '../../scripts/runtime/pglite-server.ts';

/** Debian's psql, which CI installs (.ci/run). */
function psql(url: string, args: string[]): Promise<{ code: number; out: string; err: string }> {
  const root = '/usr/lib/postgresql';
  const bin = (existsSync(root) ? readdirSync(root).sort() : [])
    .map((v) => `${root}/${v}/bin/psql`)
    .find((p) => existsSync(p));
  if (!bin) throw new Error('psql is not installed: apt-get install postgresql-client');
  return new Promise((done) => {
    execFile(bin, [url, '-w', ...args], { encoding: 'utf8', timeout: 20_000 }, (error, out, err) =>
      done({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

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

  it('restarts an engine that dies mid-transaction; the client gets an error, committed rows stay', async () => {
    await client()`insert into kept values (1)`;
    // COPY FROM STDIN is what kills PGlite's engine today (it exits), here inside a
    // transaction that has already written a row.
    const rows = join(dir, 'rows.txt');
    await writeFile(rows, '7\n8\n');
    const killer = await psql(server.url, [
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      'begin',
      '-c',
      'insert into kept values (2)',
      '-c',
      `\\copy kept from '${rows}'`,
      '-c',
      'commit',
    ]);
    expect(killer.code).not.toBe(0);
    expect(killer.err).toMatch(/restarting|closed the connection/);
    // The next clients are served by a fresh engine with every committed row, and only those.
    const after = await client()<{ n: number }[]>`select n from kept where n > 0 order by n`;
    expect(after.map((r) => r.n)).toEqual([1]);
    const check = await psql(server.url, ['-tAc', 'select count(*) from kept where n = 1']);
    expect(check.out.trim()).toBe('1');
  });
});
