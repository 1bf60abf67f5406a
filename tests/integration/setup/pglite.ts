import { randomBytes } from 'node:crypto';
import { startPgliteServer } from '@psycortex/local-runtime/pglite-server';
import type { TestProject } from 'vitest/node';
import { connectSql } from '#/server/db/client.server.ts';
import { migrate } from '#/server/db/migrate.server.ts';
import { PGLITE_EXTENSIONS } from '#/server/db/pglite-extensions.ts';

/** An in-memory PGlite behind the same wire-protocol server the local runtime uses. */
export default async function setup(project: TestProject) {
  // With a password, as the local runtime runs it.
  const server = await startPgliteServer({
    idleInTransactionMs: 2000,
    password: randomBytes(24).toString('base64url'),
    extensions: PGLITE_EXTENSIONS,
  });
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
