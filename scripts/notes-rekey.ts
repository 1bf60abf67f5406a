/**
 * `npm run notes:rekey`: after a new NOTES_KEY was set (and the old one moved to
 * NOTES_KEY_PREVIOUS), writes every session note, amendment and sealed record again under the
 * new key, so the old one can be retired. Run it with the production variables (DATABASE_URL
 * on port 5432, NOTES_KEY, NOTES_KEY_PREVIOUS), or locally against the running local site.
 */
import { readFile } from 'node:fs/promises';
import { closeDb, db } from '#/server/db/client.server.ts';
import { rekeyNotes } from '#/server/notes/rekey.server.ts';

if (!process.env.DATABASE_URL) {
  const local = (await readFile('.data/database-url', 'utf8').catch(() => '')).trim();
  if (!local) {
    console.error('Set DATABASE_URL, or start the local site (npm start) first.');
    process.exit(1);
  }
  process.env.DATABASE_URL = local;
  process.env.NOTES_KEY ??= (await readFile('.data/notes-key', 'utf8').catch(() => '')).trim();
}
// Only the database and the notes keys are needed here.
process.env.SITE_URL ??= 'http://localhost:8888';
process.env.RESEND_API_KEY ??= 'unused-by-this-command';
process.env.OTP_SECRET ??= 'unused-by-this-command-but-must-be-32-chars';
try {
  const report = await rekeyNotes(db());
  console.log(
    `Written again under the current key: ${report.notes} notes, ${report.amendments} amendments, ${report.retainedRecords} sealed records.`,
  );
} finally {
  await closeDb();
}
