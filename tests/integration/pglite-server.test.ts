import { type PgliteServer, startPgliteServer } from '@psycortex/local-runtime/pglite-server';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The embedded database's own guarantees, tested on a private in-memory instance. */
describe('embedded PGlite wire-protocol server', () => {
  let server: PgliteServer;
  const clients: postgres.Sql[] = [];
  const client = (max = 1) => {
    const sql = postgres(server.url, { max, prepare: false, onnotice: () => {} });
    clients.push(sql);
    return sql;
  };

  beforeAll(async () => {
    server = await startPgliteServer({ idleInTransactionMs: 300 });
    await client().unsafe(
      'create table counter (n int not null); insert into counter values (0); create table log (id serial primary key, who int not null);',
    );
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end({ timeout: 1 })));
    await server.close();
  });

  it('serialises 50 concurrent read-modify-write transactions from 50 connections', async () => {
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const sql = client();
        await sql.begin(async (tx) => {
          const [row] = await tx<{ n: number }[]>`select n from counter`;
          await tx`update counter set n = ${row!.n + 1}`;
          await tx`insert into log (who) values (${i})`;
        });
      }),
    );
    const [counter] = await client()<{ n: number }[]>`select n from counter`;
    expect(counter?.n).toBe(50);
    const rows = await client()<{ who: number }[]>`select who from log`;
    expect(new Set(rows.map((r) => r.who)).size).toBe(50);
  });

  it('rolls back the transaction of a client that disconnects in the middle of it', async () => {
    const quitter = postgres(server.url, { max: 1, prepare: false, onnotice: () => {} });
    const inside = quitter.begin(async (tx) => {
      await tx`insert into log (who) values (-1)`;
      await new Promise((r) => setTimeout(r, 50));
      await quitter.end({ timeout: 0 });
    });
    await inside.catch(() => {});
    const rows = await client()<{ n: number }[]>`select count(*)::int as n from log where who = -1`;
    expect(rows[0]?.n).toBe(0);
  });

  it('cuts off a client idling inside a transaction while others wait', async () => {
    const idler = postgres(server.url, { max: 1, prepare: false, onnotice: () => {} });
    clients.push(idler);
    const stuck = idler
      .begin(async (tx) => {
        await tx`insert into log (who) values (-2)`;
        await new Promise((r) => setTimeout(r, 2000));
        await tx`select 1`;
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const [row] = await client()<
      { n: number }[]
    >`select count(*)::int as n from log where who = -2`;
    expect(row?.n).toBe(0);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await stuck).toBe('failed');
  });

  it('resets session state between clients, as a pooler does', async () => {
    // A pg_dump-like client empties search_path and leaves things behind, and stays connected.
    const dumper = client();
    await dumper.unsafe("SET search_path = ''");
    await dumper.unsafe('SET statement_timeout = 1');
    await dumper.unsafe('CREATE TEMP TABLE scratch (x int)');
    await dumper.unsafe('SELECT pg_advisory_lock(42)');
    await dumper.unsafe('LISTEN somewhere');
    // The next client finds a fresh session: its unqualified queries work.
    const site = client();
    const [state] = await site<
      { path: string; timeout: string; temps: number; locks: number; channels: number; n: number }[]
    >`select current_setting('search_path') as path,
        current_setting('statement_timeout') as timeout,
        (select count(*)::int from pg_class where relname = 'scratch') as temps,
        (select count(*)::int from pg_locks where locktype = 'advisory') as locks,
        (select count(*)::int from pg_listening_channels()) as channels,
        (select n from counter) as n`;
    expect(state).toEqual({
      path: 'public',
      timeout: '0',
      temps: 0,
      locks: 0,
      channels: 0,
      n: expect.any(Number),
    });
    // A client that keeps the engine to itself keeps its own settings between statements.
    const alone = client();
    await alone.unsafe("SET application_name = 'alone'");
    const [mine] = await alone<
      { name: string }[]
    >`select current_setting('application_name') as name`;
    expect(mine?.name).toBe('alone');
  });
});
