import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { connect as tcpConnect } from 'node:net';
import { join } from 'node:path';
import { sql as raw } from 'kysely';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '#/server/db/client.server.ts';
import { databaseTrouble } from '#/server/db/trouble.ts';
import { databaseUrl } from './helpers/db.ts';
import { pgTool, psql, run } from './helpers/pg-tools.ts';
import { RawClient } from './helpers/raw-wire.ts';

/**
 * The embedded PostgreSQL the local runtime starts (here the integration project's throwaway
 * one), against each client behaviour that broke the earlier home-made server (issue "The
 * embedded database, round three"): bytes no client sends, a huge literal, a cursor left open
 * without Sync, sessions that must stay apart, pgbench in its prepared mode, and the server
 * killed under the site's own transactions.
 */

/** Bytes straight to the server: what it answers, and whether it closed the connection. */
function sendBytes(url: string, bytes: Buffer): Promise<{ closed: boolean; reply: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = tcpConnect(Number(port), hostname);
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      done({ closed: false, reply });
    }, 5000);
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      done({ closed: true, reply });
    });
    socket.on('connect', () => socket.write(bytes));
  });
}

describe('embedded PostgreSQL with real clients', () => {
  const clients: postgres.Sql[] = [];
  const client = (options: postgres.Options<Record<string, postgres.PostgresType>> = {}) => {
    const sql = postgres(databaseUrl(), { max: 1, prepare: false, onnotice: () => {}, ...options });
    clients.push(sql);
    return sql;
  };
  let admin: postgres.Sql;

  beforeAll(async () => {
    admin = client();
    await admin`create table if not exists client_checks (id int primary key, note text)`;
  });

  afterAll(async () => {
    await admin`drop table if exists client_checks`.catch(() => {});
    await Promise.all(clients.map((c) => c.end({ timeout: 1 })));
  });

  const answers = async () => {
    const [row] = await client()<{ one: number }[]>`select 1 as one`;
    return row?.one;
  };

  it('closes a connection that sends 8 bytes (length 0, then the SSLRequest code), and serves others', async () => {
    const packet = Buffer.alloc(8);
    packet.writeInt32BE(0, 0);
    packet.writeInt32BE(80877103, 4);
    const started = Date.now();
    const result = await sendBytes(databaseUrl(), packet);
    expect(result.closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    // A startup packet that claims to be huge is refused at once too, not buffered.
    const huge = Buffer.alloc(8);
    huge.writeInt32BE(100_000_000, 0);
    huge.writeInt32BE(196608, 4);
    expect((await sendBytes(databaseUrl(), huge)).closed).toBe(true);
    expect(await answers()).toBe(1);
  });

  it('ends only the session of a client whose message is shorter than its own length field', async () => {
    const junk = await RawClient.open(databaseUrl());
    // Type Q with a length of 2: less than the 4 bytes of the length itself.
    junk.sendRaw(Buffer.from([0x51, 0, 0, 0, 2]));
    expect(await junk.until('Z')).toMatch(/08P01|closed/);
    junk.close();
    expect(await answers()).toBe(1);
  });

  it('runs a query with a 9 MB string literal', async () => {
    const literal = 'x'.repeat(9 * 1024 * 1024);
    const [row] = await client().unsafe(`select length('${literal}') as n`);
    expect(row?.n).toBe(9 * 1024 * 1024);
    expect(await answers()).toBe(1);
  });

  it('lets others work while a client holds a cursor open without Sync', async () => {
    await admin`insert into client_checks values (1, 'before') on conflict do nothing`;
    const holder = await RawClient.open(databaseUrl());
    // Parse, Bind, Execute one row of a two-row result, Flush: the portal stays open, no Sync.
    holder.send('P', 'c\0select id from client_checks union all select 2\0\0\0');
    holder.send('B', '\0c\0\0\0\0\0\0\0');
    holder.sendRaw(Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 1])); // Execute "", 1 row
    holder.send('H', '');
    expect(await holder.until('s')).toMatch(/^1 2 D s $/); // ParseComplete, BindComplete, a row, suspended
    const started = Date.now();
    await admin`insert into client_checks values (3, 'while a cursor is open')`;
    await admin`update client_checks set note = 'changed' where id = 1`;
    const [row] = await admin<{ n: number }[]>`select count(*)::int as n from client_checks`;
    expect(row?.n).toBe(2);
    expect(Date.now() - started).toBeLessThan(1000);
    holder.close();
  });

  it('keeps sessions apart: advisory locks, LISTEN/NOTIFY, PREPARE and settings', async () => {
    const a = client();
    const b = client();
    await a`select pg_advisory_lock(4242)`;
    const [locked] = await b<{ got: boolean }[]>`select pg_try_advisory_lock(4242) as got`;
    expect(locked?.got).toBe(false);
    await a`select pg_advisory_unlock(4242)`;
    const [free] = await b<{ got: boolean }[]>`select pg_try_advisory_lock(4242) as got`;
    expect(free?.got).toBe(true);
    await b`select pg_advisory_unlock(4242)`;

    const heard = new Promise<string>((resolve) => {
      void a.listen('psycortex_check', resolve);
    });
    // listen() opens a connection of its own; give it a moment before notifying.
    await new Promise((r) => setTimeout(r, 200));
    await b`select pg_notify('psycortex_check', 'hello from b')`;
    expect(await heard).toBe('hello from b');

    await a.unsafe('prepare mine as select 1');
    await expect(b.unsafe('execute mine')).rejects.toMatchObject({ code: '26000' });
    await a.unsafe("set application_name = 'only-a'");
    const [name] = await b<{ name: string }[]>`select current_setting('application_name') as name`;
    expect(name?.name).not.toBe('only-a');
  });

  it('honours startup parameters, statement timeouts and cancel requests', async () => {
    const named = await psql(
      databaseUrl(),
      ['-tAc', 'show statement_timeout; show application_name'],
      {
        env: { PGOPTIONS: '-c statement_timeout=1234', PGAPPNAME: 'psycortex-check' },
      },
    );
    expect(named.out).toBe('1234ms\npsycortex-check\n');
    // The site's role has its own timeout (migration 0016).
    const [role] = await client()<
      { timeout: string }[]
    >`select current_setting('statement_timeout') as timeout`;
    expect(role?.timeout).toBe('10s');
    const sleeper = client();
    const long = sleeper`select pg_sleep(5)`;
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    await long.cancel();
    await expect(long).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('runs pgbench with 20 clients in prepared mode, without a failure, with consistent balances', async () => {
    const name = `pgbench_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database ${name}`);
    try {
      const url = new URL(databaseUrl());
      url.pathname = `/${name}`;
      const init = await run(pgTool('pgbench'), ['-i', '-q', '-s', '1', url.href], {
        timeoutMs: 60_000,
      });
      expect(init.code, init.err).toBe(0);
      const bench = await run(
        pgTool('pgbench'),
        ['-M', 'prepared', '-c', '20', '-j', '2', '-T', '5', url.href],
        { timeoutMs: 60_000 },
      );
      expect(bench.code, bench.err).toBe(0);
      expect(bench.err).not.toMatch(/aborted|error/i);
      expect(bench.out).toMatch(/number of failed transactions: 0 /);
      const tps = Number(bench.out.match(/^tps = ([\d.]+)/m)?.[1]);
      expect(tps).toBeGreaterThan(50);
      const check = postgres(url.href, { max: 1, onnotice: () => {} });
      const [sums] = await check<{ a: string; t: string; b: string; h: string }[]>`
        select (select sum(abalance) from pgbench_accounts)::text as a,
               (select sum(tbalance) from pgbench_tellers)::text as t,
               (select sum(bbalance) from pgbench_branches)::text as b,
               (select coalesce(sum(delta), 0) from pgbench_history)::text as h`;
      await check.end();
      expect([sums!.a, sums!.t, sums!.b]).toEqual([sums!.h, sums!.h, sums!.h]);
      console.log(`pgbench -M prepared, 20 clients, 5 s: ${tps.toFixed(0)} tps`);
    } finally {
      await admin.unsafe(`drop database ${name} with (force)`);
    }
  }, 90_000);

  it("survives the server's death under the site's own busy transactions, then works again", async () => {
    const [dir] = await admin<{ path: string }[]>`select current_setting('data_directory') as path`;
    const pid = Number((await readFile(join(dir!.path, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    // The site's client (Kysely over postgres.js's pool) in a loop of transactions from 4 workers
    // while the server is killed: postgres.js (patched, scripts/patch-postgres.mjs) must neither
    // throw from a timer nor keep a dead connection, and every failure must read as the database
    // being unavailable (a 503), never as something else.
    const db = connect(databaseUrl(), 4);
    const outcomes = new Map<string, number>();
    let running = true;
    const worker = async () => {
      while (running) {
        const outcome = await db
          .transaction()
          .execute(async (tx) => {
            await raw`select count(*) from client_checks`.execute(tx);
            await raw`select pg_sleep(0.001)`.execute(tx);
          })
          .then(
            () => 'ok',
            (error: unknown) => databaseTrouble(error) ?? `other: ${(error as Error).message}`,
          );
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      }
    };
    const workers = [worker(), worker(), worker(), worker()];
    await new Promise((r) => setTimeout(r, 500));
    process.kill(pid, 'SIGKILL');
    // Until the runtime has started it again and the workers succeed again.
    const deadline = Date.now() + 30_000;
    outcomes.delete('ok');
    while (Date.now() < deadline && !(outcomes.get('ok')! > 20)) {
      await new Promise((r) => setTimeout(r, 100));
    }
    running = false;
    await Promise.all(workers);
    await db.destroy();
    const others = [...outcomes.keys()].filter((k) => k !== 'ok' && k !== 'unavailable');
    expect(others).toEqual([]);
    expect(outcomes.get('unavailable')).toBeGreaterThan(0);
    expect(outcomes.get('ok')).toBeGreaterThan(20);
    expect(await answers()).toBe(1);
  }, 60_000);
});
