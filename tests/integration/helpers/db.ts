import { inject } from 'vitest';
import { resetConfigCache } from '#/server/config.ts';
import { connect, connectSql, type Db, type Sql } from '#/server/db/client.server.ts';

export const databaseUrl = () => inject('databaseUrl');
export const databaseKind = () => inject('databaseKind');

/**
 * Points the server code at the test database (as the runtime does with environment
 * variables) and returns clients for the test's own checks.
 */
export function useTestDatabase(extraEnv: Record<string, string> = {}): { db: Db; sql: Sql } {
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl(),
    SITE_URL: 'http://localhost:8888',
    RESEND_API_KEY: 're_test',
    OTP_SECRET: 'test-otp-secret-of-at-least-32-characters',
    NOTES_KEY: 'dGVzdC1ub3Rlcy1rZXktb2YtMzItYnl0ZXMtZXhhY3Q=',
    PSYCORTEX_EMBEDDED: '1',
    ...extraEnv,
  });
  resetConfigCache();
  return { db: connect(databaseUrl(), 4), sql: connectSql(databaseUrl(), 4) };
}

/** Empties every table but the migration record, so each file starts clean. */
export async function resetData(sql: Sql): Promise<void> {
  const tables = await sql<{ tablename: string }[]>`
    select tablename from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'`;
  if (tables.length === 0) return;
  await sql.unsafe(
    `truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} restart identity cascade`,
  );
}
