import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql } from './client.server.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const migrationsDir = MIGRATIONS_DIR;

/** The record of applied migrations (a dump makes it the same way). */
export const MIGRATIONS_TABLE = `create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`;

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

/** Migrations in the repository that the database has not recorded (nothing is changed). */
export async function pendingMigrations(sql: Sql, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const table = await sql`select to_regclass('schema_migrations') as name`;
  if (!table[0]?.name) return files.map((f) => f.replace(/\.sql$/, ''));
  const done = new Set(
    (await sql`select version from schema_migrations`).map((r) => r.version as string),
  );
  return files.map((f) => f.replace(/\.sql$/, '')).filter((v) => !done.has(v));
}

/**
 * Applies every `migrations/NNNN_name.sql` not yet recorded, in name order, each in its own
 * transaction. An advisory lock keeps two processes from migrating at once. Scripts run over
 * the simple query protocol, which allows several statements in one go.
 */
export async function migrate(sql: Sql, dir = migrationsDir): Promise<MigrationResult> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  await sql.unsafe(MIGRATIONS_TABLE);
  const applied: string[] = [];
  let alreadyApplied = 0;
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const text = await readFile(`${dir}/${file}`, 'utf8');
    const done = await sql.begin(async (tx) => {
      await tx.unsafe('select pg_advisory_xact_lock(724901)');
      // A migration may take longer than the role's statement timeout (0016) allows a query.
      await tx.unsafe('set local statement_timeout = 0');
      const seen = await tx`select 1 from schema_migrations where version = ${version}`;
      if (seen.length > 0) return false;
      await tx.unsafe(text);
      await tx`insert into schema_migrations (version) values (${version})`;
      return true;
    });
    if (done) applied.push(version);
    else alreadyApplied += 1;
  }
  return { applied, alreadyApplied };
}
