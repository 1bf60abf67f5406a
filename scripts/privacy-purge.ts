/**
 * `npm run privacy:purge`: deletes what the retention settings (RETENTION_* variables, defaults
 * in the README) no longer allow keeping, as the daily scheduled function does. Uses
 * DATABASE_URL, or the local embedded database when the local site is running.
 */
import { readFile } from 'node:fs/promises';
import { closeDb, db } from '#/server/db/client.server.ts';
import { purgeExpiredData } from '#/server/privacy/retention.server.ts';

if (!process.env.DATABASE_URL) {
  const local = (await readFile('.data/database-url', 'utf8').catch(() => '')).trim();
  if (!local) {
    console.error('Set DATABASE_URL, or start the local site (npm start) first.');
    process.exit(1);
  }
  process.env.DATABASE_URL = local;
}
// Only the database and the retention settings are needed here.
process.env.SITE_URL ??= 'http://localhost:8888';
process.env.RESEND_API_KEY ??= 'unused-by-this-command';
process.env.OTP_SECRET ??= 'unused-by-this-command-but-must-be-32-chars';
try {
  const report = await purgeExpiredData(db());
  console.log(
    Object.entries(report)
      .map(([what, n]) => `${what}: ${n} deleted`)
      .join('\n'),
  );
} finally {
  await closeDb();
}
