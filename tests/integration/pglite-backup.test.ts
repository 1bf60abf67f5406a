import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('embedded database backup and restore', () => {
  const { db, sql } = useTestDatabase();
  let dir: string;
  let dump: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pglite-backup-'));
    await resetData(sql);
    await seedCatalogue(db);
    await sql`insert into enquiries (firstname, lastname, email, contact_number, city, state, country, message)
      values ('Ann''s', 'Ó Brien', 'a@example.com', '+91 1', 'Pune', 'MH', 'IN', ${'two\nlines, a tab\there and \\ a backslash; -- not a comment'})`;
  });

  afterAll(async () => {
    await db.destroy();
    await sql.end({ timeout: 1 });
    await rm(dir, { recursive: true, force: true });
  });

  it('dumps the running database, and the site keeps working after pg_dump emptied search_path', async () => {
    const dumped = await npm('db:dump', { DATABASE_URL: databaseUrl() });
    expect(dumped.err).toMatch(/Dumped \d+ tables and \d+ rows/);
    expect(dumped.code).toBe(0);
    dump = dumped.out;
    expect(dump).toContain('CREATE TABLE public.enquiries');
    expect(dump).toContain("SELECT pg_catalog.set_config('search_path', '', false);");
    // The site's client stayed connected the whole time; its unqualified queries still work.
    const products = await db.selectFrom('products').select('id').execute();
    expect(products.length).toBeGreaterThan(0);
    const [row] =
      await sql`select current_setting('search_path') as path, count(*)::int as n from enquiries`;
    expect(row).toEqual({ path: 'public', n: 1 });
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

  it('restores into a real PostgreSQL with psql (as when moving to Supabase)', async () => {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) return; // CI sets it (.ci/run); locally, start a throwaway cluster for this check.
    const name = `restore_${randomBytes(4).toString('hex')}`;
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    try {
      const url = new URL(server);
      url.pathname = `/${name}`;
      const loaded = await psql(url.href, ['-q', '-v', 'ON_ERROR_STOP=1', '-1', '-f', '-'], {
        input: dump,
      });
      expect(loaded.err).toBe('');
      expect(loaded.code).toBe(0);
      expect(await counts(url.href)).toEqual(await counts(databaseUrl()));
      const real = postgres(url.href, { max: 1, onnotice: () => {} });
      const [row] = await real`select message from public.enquiries`;
      await real.end();
      expect(row?.message).toBe('two\nlines, a tab\there and \\ a backslash; -- not a comment');
    } finally {
      await admin.unsafe(`drop database ${name} with (force)`);
      await admin.end();
    }
  });
});
