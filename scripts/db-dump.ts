/**
 * `npm run db:dump > backup.sql`: a plain SQL dump of the embedded database (schema and rows),
 * while the local site runs or not, that PostgreSQL 15 and later accept too (`psql -f`), so the
 * data can move to Supabase. Uses DATABASE_URL if set (an embedded server elsewhere).
 */
import { pgDumpOverWire } from './db/pg-dump.ts';
import { portable } from './db/portable.ts';
import { openTarget } from './db/target.ts';

try {
  const target = await openTarget({ create: false });
  try {
    const dump = portable(await pgDumpOverWire(target.url));
    process.stdout.write(dump);
    const tables = dump.match(/^CREATE TABLE /gm)?.length ?? 0;
    const rows = dump.match(/^INSERT INTO /gm)?.length ?? 0;
    console.error(`Dumped ${tables} tables and ${rows} rows from ${target.label}.`);
  } finally {
    await target.close();
  }
} catch (error) {
  console.error(`Dump failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
