import { sql } from 'kysely';
import type { Db } from './db/client.ts';

export type Health = { ok: true; db: string } | { ok: false; reason: string };

/** A real round trip to the database, with its server version as proof. */
export async function checkHealth(database: Db): Promise<Health> {
  try {
    const result = await sql<{ version: string; migrations: number }>`
      select version() as version, (select count(*)::int from schema_migrations) as migrations`.execute(
      database,
    );
    const row = result.rows[0];
    if (!row) return { ok: false, reason: 'The database returned nothing.' };
    const name = row.version.split(' ').slice(0, 2).join(' ');
    return { ok: true, db: `${name}, ${row.migrations} migrations` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `The database is unreachable: ${message}` };
  }
}
