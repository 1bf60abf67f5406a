import { existsSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { connect as tcpConnect } from 'node:net';
import { join } from 'node:path';
import { connectSql } from '#/server/db/client.server.ts';
import { type DumpSource, loadDump, makeDump, splitDump } from './logical-dump.ts';

/**
 * Until round three the local database was PGlite (PostgreSQL 18 in WebAssembly) with its data
 * in `.data/pglite`. On the first start of the real server, such a folder is moved in: a dump of
 * it (its migrations and a COPY of every table, as `npm run db:dump` makes) is loaded into the new
 * database in one transaction, every table is counted on both sides, and the old folder is renamed
 * `.data/pglite.moved` (kept, not deleted). PGlite stays a development dependency for this alone.
 */

export interface MoveResult {
  tables: { name: string; rows: number }[];
  movedTo: string;
}

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = tcpConnect(Number(port || 5432), hostname);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** Moves `<dataDir>/pglite` into the (empty) database at `url`; undefined when there is none. */
export async function moveInPglite(
  dataDir: string,
  url: string,
  log: (line: string) => void,
): Promise<MoveResult | undefined> {
  const folder = join(dataDir, 'pglite');
  if (!existsSync(join(folder, 'PG_VERSION'))) return undefined;
  // An earlier version's site still running on this folder owns it: it left its address here.
  const earlier = (await readFile(join(dataDir, 'database-url'), 'utf8').catch(() => '')).trim();
  if (earlier && earlier !== url && (await answers(earlier))) {
    throw new Error(
      `An earlier version of the site is running on ${dataDir} (its database answers at ${earlier.replace(/:[^:@/]+@/, ':…@')}). Stop it, then start this one: its data in ${folder} will be moved into the new database.`,
    );
  }
  const sql = connectSql(url);
  try {
    const [row] = await sql<{ tables: number }[]>`
      select count(*)::int as tables from pg_catalog.pg_tables where schemaname = 'public'`;
    if ((row?.tables ?? 0) > 0) {
      log(
        `${folder} holds an earlier version's data, not moved in because this database already has tables. To move it in instead: stop the site, delete ${join(dataDir, 'postgres')} and start again.`,
      );
      return undefined;
    }
    log(`moving the earlier local database (${folder}) into PostgreSQL`);
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const pglite = await PGlite.create({ dataDir: folder, extensions: { btree_gist } });
    let dump: Awaited<ReturnType<typeof makeDump>>;
    try {
      const version = await pglite.query<{ v: string }>(
        "select current_setting('server_version') as v",
      );
      const source: DumpSource = {
        rows: async <T>(query: string) => (await pglite.query<T>(query)).rows,
        async copyOut(query) {
          const result = await pglite.query(`COPY (${query}) TO '/dev/blob'`);
          return result.blob ? await result.blob.text() : '';
        },
      };
      dump = await makeDump(source, { serverVersion: `${version.rows[0]?.v} (PGlite)` });
    } finally {
      await pglite.close();
    }
    await sql.begin((tx) => loadDump(tx, splitDump(dump.text)));
    const lost: string[] = [];
    for (const table of dump.tables) {
      const [count] = await sql.unsafe(`select count(*)::int as n from public."${table.name}"`);
      const now = count?.n as number;
      log(`  ${table.name}: ${table.rows} rows in ${folder}, ${now} in PostgreSQL`);
      if (now !== table.rows) lost.push(table.name);
    }
    if (lost.length > 0) throw new Error(`the row counts differ for ${lost.join(', ')}`);
    const movedTo = `${folder}.moved`;
    await rename(folder, movedTo);
    log(
      `moved ${dump.tables.length} tables; the old folder is kept as ${movedTo} (delete it when you like)`,
    );
    return { tables: dump.tables, movedTo };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
