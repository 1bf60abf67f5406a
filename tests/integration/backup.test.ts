import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { databaseUrl, resetData, useTestDatabase } from './helpers/db.ts';
import { psql, run } from './helpers/pg-tools.ts';

/** `npm run db:dump` / `db:restore` as a shop would use them, on the site's own schema. */
const npm = (script: string, env: NodeJS.ProcessEnv, input?: string, args: string[] = []) =>
  run('npm', ['run', '-s', script, ...(args.length ? ['--', ...args] : [])], {
    env,
    input,
    timeoutMs: 60_000,
  });

/** Row counts of every table, to compare two databases. */
async function counts(url: string): Promise<Record<string, number>> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    const tables = await sql<{ name: string }[]>`
      select tablename as name from pg_tables where schemaname = 'public' order by 1`;
    const result: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await sql.unsafe(`select count(*)::int as n from public."${name}"`);
      result[name] = row?.n as number;
    }
    return result;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** The dump without its header line naming the server's version, which may differ. */
const body = (dump: string) => dump.replace(/^-- Dumped from .*$/m, '');

/** A scratch database on the PostgreSQL at TEST_DATABASE_URL (CI's Debian PostgreSQL 15). */
async function scratchDatabase<T>(use: (url: string) => Promise<T>): Promise<T | undefined> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return undefined; // CI sets it (.ci/run).
  const name = `restore_${randomBytes(4).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    return await use(url.href);
  } finally {
    await admin.unsafe(`drop database ${name} with (force)`);
    await admin.end();
  }
}

describe('embedded database backup and restore', () => {
  const { db, sql } = useTestDatabase();
  let dir: string;
  let dump: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'psycortex-backup-'));
    await resetData(sql);
    await seedCatalogue(db);
    await seedDemoClinicians(db);
    await sql`insert into enquiries (firstname, lastname, email, contact_number, city, state, country, message)
      values ('Ann''s', 'Ó Brien', 'a@example.com', '+91 1', 'Pune', 'MH', 'IN', ${'two\nlines, a tab\there and \\ a backslash; -- not a comment'})`;
  });

  afterAll(async () => {
    await db.destroy();
    await sql.end({ timeout: 1 });
    await rm(dir, { recursive: true, force: true });
  });

  it('dumps the running database: its migrations, then a COPY of every table in foreign-key order', async () => {
    const dumped = await npm('db:dump', { DATABASE_URL: databaseUrl() });
    expect(dumped.err).toMatch(/Dumped \d+ tables and \d+ rows/);
    expect(dumped.code).toBe(0);
    dump = dumped.out;
    const [applied] = await sql<{ versions: string }[]>`
      select string_agg(version, ', ' order by version) as versions from schema_migrations`;
    expect(dump).toContain(`-- Migrations: ${applied!.versions}`);
    expect(dump).toContain('-- Migration 0001_foundation');
    const copies = [...dump.matchAll(/^COPY public\."(\w+)"/gm)].map((m) => m[1]!);
    const tables = await sql<{ name: string }[]>`
      select tablename as name from pg_tables where schemaname = 'public' order by 1`;
    expect([...copies].sort()).toEqual(tables.map((t) => t.name));
    // Every table comes after the tables it refers to.
    const references = await sql<{ source: string; target: string }[]>`
      select s.relname as source, t.relname as target from pg_constraint k
      join pg_class s on s.oid = k.conrelid join pg_class t on t.oid = k.confrelid
      where k.contype = 'f' and s.relname <> t.relname`;
    expect(references.length).toBeGreaterThan(10);
    for (const { source, target } of references) {
      expect(copies.indexOf(target), `${target} before ${source}`).toBeLessThan(
        copies.indexOf(source),
      );
    }
    // The site's client stayed connected the whole time and goes on working.
    const products = await db.selectFrom('products').select('id').execute();
    expect(products.length).toBeGreaterThan(0);
  });

  it('restores the dump into a new data folder, which dumps the same again', async () => {
    const env = { DATABASE_URL: '', PSYCORTEX_DATA_DIR: join(dir, 'restored') };
    const restored = await npm('db:restore', env, dump);
    expect(restored.err).toMatch(/Restored \d+ tables/);
    expect(restored.code).toBe(0);
    // A second restore would mix two databases: refused unless asked to replace.
    const again = await npm('db:restore', env, dump);
    expect(again.code).not.toBe(0);
    expect(again.err).toContain('--replace');
    expect((await npm('db:restore', env, dump, ['--replace'])).code).toBe(0);
    // Dumped from the folder, with no server running.
    const redumped = await npm('db:dump', env);
    expect(redumped.code).toBe(0);
    expect(body(redumped.out)).toBe(body(dump));
  });

  it('loads into PostgreSQL 15 with psql (as when moving to Supabase), and into it with db:restore', async () => {
    await scratchDatabase(async (url) => {
      const loaded = await psql(url, ['-q', '-v', 'ON_ERROR_STOP=1', '-1', '-f', '-'], {
        input: dump,
      });
      expect(loaded.err).toBe('');
      expect(loaded.code).toBe(0);
      expect(await counts(url)).toEqual(await counts(databaseUrl()));
      const real = postgres(url, { max: 1, onnotice: () => {} });
      const [row] = await real`select message from public.enquiries`;
      await real.end();
      expect(row?.message).toBe('two\nlines, a tab\there and \\ a backslash; -- not a comment');
      // Dumped again from PostgreSQL 15: the same file but for the version it names.
      const again = await npm('db:dump', { DATABASE_URL: url });
      expect(again.code).toBe(0);
      expect(body(again.out)).toBe(body(dump));
    });
    await scratchDatabase(async (url) => {
      const restored = await npm('db:restore', { DATABASE_URL: url }, dump);
      expect(restored.err).toMatch(/Restored \d+ tables/);
      expect(restored.code).toBe(0);
      expect(await counts(url)).toEqual(await counts(databaseUrl()));
    });
  });
});
