import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Sql } from 'postgres';
import { migrate } from '#/server/db/migrate.server.ts';

const migrations = resolve(import.meta.dirname, '../../../src/server/db/migrations');

/**
 * A migration's test on this engine, in a schema of its own so the test database is untouched:
 * migrates `schema` up to the migration before the one numbered `number` (over one connection,
 * so the search path holds), lets `check` write rows as the old code did and then `apply` the
 * migration (answering the names applied, and the migration's own name), and always puts the search path back and removes its scratch folder.
 */
export async function migrationProbe(
  sql: Sql,
  schema: string,
  number: string,
  check: (apply: () => Promise<string[]>, name: string) => Promise<void>,
): Promise<void> {
  const files = (await readdir(migrations)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const target = files.find((f) => f.startsWith(`${number}_`))!;
  const dir = await mkdtemp(join(tmpdir(), 'psycortex-migrations-'));
  try {
    for (const file of files.filter((f) => f < target))
      await copyFile(join(migrations, file), join(dir, file));
    await sql.unsafe(`drop schema if exists ${schema} cascade; create schema ${schema}`);
    await sql.unsafe(`set search_path to ${schema}, public`);
    await migrate(sql, dir);
    await check(
      async () => {
        await copyFile(join(migrations, target), join(dir, target));
        return (await migrate(sql, dir)).applied;
      },
      target.replace(/\.sql$/, ''),
    );
  } finally {
    await sql.unsafe('set search_path to public');
    await rm(dir, { recursive: true, force: true });
  }
}
