import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PgliteServer, startPgliteServer } from '@psycortex/local-runtime/pglite-server';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgTool, psql, run } from './helpers/pg-tools.ts';

/** pgbench's standard TPC-B run; its figures, and whether it completed without failures. */
async function pgbench(url: string, seconds: number) {
  const init = await run(pgTool('pgbench'), ['-i', '-q', '-s', '1', url], { timeoutMs: 60_000 });
  expect(init.err).toMatch(/done in/);
  expect(init.code).toBe(0);
  const bench = await run(pgTool('pgbench'), ['-c', '20', '-j', '2', '-T', `${seconds}`, url], {
    timeoutMs: (seconds + 30) * 1000,
  });
  expect(bench.err).not.toMatch(/aborted|error/i);
  expect(bench.code).toBe(0);
  expect(bench.out).toMatch(/number of failed transactions: 0 /);
  const tps = Number(bench.out.match(/^tps = ([\d.]+)/m)?.[1]);
  const latency = Number(bench.out.match(/^latency average = ([\d.]+) ms/m)?.[1]);
  expect(tps).toBeGreaterThan(0);
  return { tps, latency };
}

/** TPC-B moves money: every balance total equals the sum of the history's deltas. */
async function balances(url: string) {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const [row] = await sql<{ a: string; t: string; b: string; h: string; n: number }[]>`
      select (select sum(abalance) from pgbench_accounts)::text as a,
             (select sum(tbalance) from pgbench_tellers)::text as t,
             (select sum(bbalance) from pgbench_branches)::text as b,
             (select coalesce(sum(delta), 0) from pgbench_history)::text as h,
             (select count(*)::int from pgbench_history) as n`;
    return row!;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** Real outside clients (Debian's psql and pgbench) against the embedded server. */
describe('embedded database with real Postgres clients', () => {
  let dir: string;
  let server: PgliteServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pglite-clients-'));
    server = await startPgliteServer({ dataDir: join(dir, 'data'), password: 'clients-test' });
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads and unloads rows with psql \\copy, in text and CSV', async () => {
    const rows = join(dir, 'rows.csv');
    await writeFile(rows, 'id,name\n1,"Ann, with a comma"\n2,"two\nlines"\n3,plain\n');
    const load = await psql(server.url, [
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      'create table people (id int primary key, name text not null)',
      '-c',
      `\\copy people from '${rows}' with (format csv, header)`,
      '-c',
      `\\copy people to '${join(dir, 'out.txt')}'`,
      '-c',
      `\\copy (select * from people where id > 1 order by id) to '${join(dir, 'out.csv')}' with (format csv)`,
    ]);
    expect(load.err).toBe('');
    expect(load.out).toBe('CREATE TABLE\nCOPY 3\nCOPY 3\nCOPY 2\n');
    expect(await readFile(join(dir, 'out.txt'), 'utf8')).toBe(
      '1\tAnn, with a comma\n2\ttwo\\nlines\n3\tplain\n',
    );
    expect(await readFile(join(dir, 'out.csv'), 'utf8')).toBe('2,"two\nlines"\n3,plain\n');
    // A bad row fails its COPY like any statement; the engine lives on.
    await writeFile(join(dir, 'bad.txt'), '4\tfine\nfive\tnot a number\n');
    const bad = await psql(server.url, ['-c', `\\copy people from '${join(dir, 'bad.txt')}'`]);
    expect(bad.err).toMatch(/invalid input syntax for type integer: "five"/);
    const count = await psql(server.url, ['-tAc', 'select count(*) from people']);
    expect(count.out.trim()).toBe('3');
  });

  it('refuses, without dying, a COPY FROM STDIN it cannot see coming', async () => {
    const mixed = await psql(server.url, ['-c', 'select 1; copy people from stdin']);
    expect(mixed.err).toMatch(/must be a simple query of its own/);
    const after = await psql(server.url, ['-tAc', 'select count(*) from people']);
    expect(after.out.trim()).toBe('3');
  });

  it('runs pgbench (-i, then 20 clients for 20 s) with consistent balances', async () => {
    const embedded = await pgbench(server.url, 20);
    const end = await balances(server.url);
    expect(end.n).toBeGreaterThan(100);
    expect([end.a, end.t, end.b]).toEqual([end.h, end.h, end.h]);
    // The same run on PostgreSQL, for comparison, when CI provides one.
    let postgresFigures = 'not measured (TEST_DATABASE_URL unset)';
    const real = process.env.TEST_DATABASE_URL;
    if (real) {
      const name = `pgbench_${randomBytes(4).toString('hex')}`;
      const admin = postgres(real, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      try {
        const url = new URL(real);
        url.pathname = `/${name}`;
        const figures = await pgbench(url.href, 20);
        postgresFigures = `${figures.tps.toFixed(0)} tps, ${figures.latency.toFixed(1)} ms avg`;
      } finally {
        await admin.unsafe(`drop database ${name} with (force)`);
        await admin.end();
      }
    }
    console.log(
      `pgbench embedded: ${embedded.tps.toFixed(0)} tps, ${embedded.latency.toFixed(1)} ms avg; postgres: ${postgresFigures}`,
    );
  }, 120_000);
});
