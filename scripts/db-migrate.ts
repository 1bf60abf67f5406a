/**
 * `npm run db:migrate`: applies the SQL migrations to DATABASE_URL (Supabase in production;
 * use the session pooler or direct connection, port 5432, for migrations).
 */
import { connectSql } from '#/server/db/client.server.ts';
import { migrate } from '#/server/db/migrate.server.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. Point it at the database to migrate.');
  process.exit(1);
}
const sql = connectSql(url);
try {
  const result = await migrate(sql);
  console.log(
    result.applied.length > 0
      ? `Applied ${result.applied.length} migration(s): ${result.applied.join(', ')}`
      : `Up to date (${result.alreadyApplied} migrations already applied).`,
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await sql.end();
}
