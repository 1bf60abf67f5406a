/**
 * `npm run db:dump > backup.sql`: a plain SQL dump of the local database (its migrations, then a
 * COPY of every table), while the local site runs or not, that psql loads into PostgreSQL 15 and
 * later (Supabase too) and `npm run db:restore` loads without psql. No pg_dump is needed, of any
 * version. Uses DATABASE_URL if set. See scripts/db/logical-dump.ts.
 */
import postgres from 'postgres';
import { makeDump, sqlSource } from './db/logical-dump.ts';
import { openTarget } from './db/target.ts';

try {
  const target = await openTarget({ create: false });
  const sql = postgres(target.url, {
    max: 1,
    prepare: false,
    fetch_types: false,
    onnotice: () => {},
  });
  try {
    const [row] = await sql<
      { version: string }[]
    >`select current_setting('server_version') as version`;
    // One snapshot for every table, whatever the site writes meanwhile.
    const dump = await sql.begin('isolation level repeatable read read only', async (tx) => {
      await tx`set local statement_timeout = 0`;
      return makeDump(sqlSource(tx), { serverVersion: row!.version.split(' ')[0]! });
    });
    process.stdout.write(dump.text);
    const rows = dump.tables.reduce((sum, t) => sum + t.rows, 0);
    console.error(`Dumped ${dump.tables.length} tables and ${rows} rows from ${target.label}.`);
  } finally {
    await sql.end({ timeout: 5 });
    await target.close();
  }
} catch (error) {
  console.error(`Dump failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
