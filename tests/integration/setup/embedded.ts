import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresServer } from '@psycortex/local-runtime/postgres-server';
import type { TestProject } from 'vitest/node';
import { connectSql } from '#/server/db/client.server.ts';
import { migrate } from '#/server/db/migrate.server.ts';

/**
 * A throwaway embedded PostgreSQL, started by the local runtime's own code as `npm start` starts
 * it (a generated password, a free port), in a temporary folder, without fsync.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'psycortex-embedded-'));
  const server = await startPostgresServer({
    dataDir: join(dir, 'postgres'),
    password: randomBytes(24).toString('base64url'),
    settings: { fsync: 'off', full_page_writes: 'off' },
    log: (line) => console.log(`[embedded postgres] ${line}`),
  });
  const sql = connectSql(server.url);
  await migrate(sql);
  await sql.end();
  project.provide('databaseUrl', server.url);
  project.provide('databaseKind', 'embedded');
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: 'embedded' | 'postgres';
  }
}
