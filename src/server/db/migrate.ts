import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './client.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

/**
 * Applies every `migrations/NNNN_name.sql` not yet recorded, in name order, each in its own
 * transaction. An advisory lock keeps two processes from migrating at once.
 */
export async function migrate(database: Db, dir = migrationsDir): Promise<MigrationResult> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  await sql`create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`.execute(database);

  const applied: string[] = [];
  let alreadyApplied = 0;
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const done = await database.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(724901)`.execute(trx);
      const seen = await sql<{ version: string }>`select version from schema_migrations where version = ${version}`.execute(trx);
      if (seen.rows.length > 0) return false;
      const text = await readFile(`${dir}/${file}`, 'utf8');
      await sql.raw(text).execute(trx);
      await sql`insert into schema_migrations (version) values (${version})`.execute(trx);
      return true;
    });
    if (done) applied.push(version);
    else alreadyApplied += 1;
  }
  return { applied, alreadyApplied };
}
