import type { TestProject } from 'vitest/node';
import { startPgliteServer } from '../../../scripts/runtime/pglite-server.ts';
import { connectSql } from '../../../src/server/db/client.ts';
import { migrate } from '../../../src/server/db/migrate.ts';

/** An in-memory PGlite behind the same wire-protocol server the local runtime uses. */
export default async function setup(project: TestProject) {
  const server = await startPgliteServer({ idleInTransactionMs: 2000 });
  const sql = connectSql(server.url);
  await migrate(sql);
  await sql.end();
  project.provide('databaseUrl', server.url);
  project.provide('databaseKind', 'pglite');
  return async () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: 'pglite' | 'postgres';
  }
}
