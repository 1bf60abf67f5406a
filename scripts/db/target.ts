import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { startPgliteServer } from '@psycortex/local-runtime/pglite-server';
import { PGLITE_EXTENSIONS } from '#/server/db/pglite-extensions.ts';

/**
 * The database a command works on, as the other commands find it: DATABASE_URL, else the local
 * site's embedded database while it runs (`.data/database-url`), else its data folder opened for
 * the occasion. Only one process may open a data folder, so the folder is opened only when no
 * server answers at the address the runtime left behind.
 */
export interface DatabaseTarget {
  url: string;
  /** For messages: where the data is. */
  label: string;
  close(): Promise<void>;
}

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect(Number(port || 5432), hostname);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export async function openTarget({ create }: { create: boolean }): Promise<DatabaseTarget> {
  const nothing = async () => {};
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, label: 'DATABASE_URL', close: nothing };
  }
  const dataDir = resolve(process.env.PSYCORTEX_DATA_DIR ?? '.data');
  const running = (await readFile(join(dataDir, 'database-url'), 'utf8').catch(() => '')).trim();
  if (running && (await answers(running))) {
    return { url: running, label: 'the running local site', close: nothing };
  }
  const folder = join(dataDir, 'pglite');
  if (!create && !existsSync(join(folder, 'PG_VERSION'))) {
    throw new Error(`No database: DATABASE_URL is not set and ${folder} does not exist.`);
  }
  const server = await startPgliteServer({
    dataDir: folder,
    password: randomBytes(18).toString('base64url'),
    extensions: PGLITE_EXTENSIONS,
  });
  return { url: server.url, label: folder, close: () => server.close() };
}
