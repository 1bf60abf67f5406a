import { sql } from 'kysely';
import type { HealthAnswer } from '#/api/health.ts';
import type { Db } from './db/client.server.ts';

/**
 * A real round trip to the database and its migrations table. Driver errors name hosts and
 * users, so they go to the log (and `npm run doctor` tells operators the rest), never to the
 * caller.
 */
export async function checkHealth(database: Db): Promise<HealthAnswer> {
  try {
    await sql`select (select count(*)::int from schema_migrations) as migrations`.execute(database);
    return { ok: true };
  } catch (error) {
    console.error('[health] database check failed:', error);
    return { ok: false, reason: 'The database is unreachable.' };
  }
}
