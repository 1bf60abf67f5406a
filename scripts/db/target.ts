import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { startPostgresServer } from '@psycortex/local-runtime/postgres-server';
import { localSecret } from '@psycortex/local-runtime/services';

/**
 * The database a command works on, as the other commands find it: DATABASE_URL, else the local
 * site's database while the site runs (`.data/database-url`), else the site's data folder
 * (`.data/postgres`) with its server started for the occasion and stopped after. The folder has
 * one owner: a server already holding it refuses a second one.
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
  const folder = join(dataDir, 'postgres');
  if (!create && !existsSync(join(folder, 'PG_VERSION'))) {
    throw new Error(`No database: DATABASE_URL is not set and ${folder} does not exist.`);
  }
  const server = await startPostgresServer({
    dataDir: folder,
    // The site's own password, so that nothing changes for it.
    password: await localSecret(
      { root: process.cwd(), dataDir, siteUrl: '', env: process.env, log: () => {} },
      'db-password',
    ),
    restart: false,
  });
  return { url: server.url, label: folder, close: () => server.stop() };
}
