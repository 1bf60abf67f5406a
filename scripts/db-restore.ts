/**
 * `npm run db:restore < backup.sql`: loads a dump made by `npm run db:dump` into the local
 * database, while the local site runs or not, in one transaction: all of it or nothing. A database
 * that already has tables is left alone unless `-- --replace` is given, which drops the public
 * schema first (in the same transaction). Uses DATABASE_URL if set.
 */
import postgres from 'postgres';
import { loadDump, splitDump } from './db/logical-dump.ts';
import { needsPsql, withoutRestrict } from './db/portable.ts';
import { openTarget } from './db/target.ts';

const replace = process.argv.includes('--replace');

/** An empty public schema as a new PostgreSQL 15+ database has it, so dumps compare equal. */
const FRESH_PUBLIC_SCHEMA = `DROP SCHEMA public CASCADE;
  CREATE SCHEMA public AUTHORIZATION pg_database_owner;
  COMMENT ON SCHEMA public IS 'standard public schema';
  GRANT USAGE ON SCHEMA public TO PUBLIC`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

try {
  if (process.stdin.isTTY)
    throw new Error('Give the dump on standard input: npm run db:restore < backup.sql');
  const parts = splitDump(withoutRestrict(await readStdin()));
  const reason = needsPsql(parts);
  if (reason) {
    throw new Error(
      `this file needs psql (${reason}): psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -1 -f backup.sql`,
    );
  }
  const target = await openTarget({ create: true });
  const sql = postgres(target.url, {
    max: 1,
    prepare: false,
    fetch_types: false,
    onnotice: () => {},
  });
  try {
    const [row] = await sql<{ tables: number }[]>`
      select count(*)::int as tables from pg_catalog.pg_tables where schemaname = 'public'`;
    const tables = row?.tables ?? 0;
    if (tables > 0 && !replace) {
      throw new Error(
        `${target.label} already has ${tables} tables. To replace them with the dump: npm run db:restore -- --replace < backup.sql`,
      );
    }
    await sql.begin(async (tx) => {
      await tx`set local statement_timeout = 0`;
      if (tables > 0) await tx.unsafe(FRESH_PUBLIC_SCHEMA);
      await loadDump(tx, parts);
    });
    const [after] = await sql<{ restored: number }[]>`
      select count(*)::int as restored from pg_catalog.pg_tables where schemaname = 'public'`;
    console.error(`Restored ${after?.restored} tables into ${target.label}.`);
  } finally {
    await sql.end({ timeout: 5 });
    await target.close();
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
