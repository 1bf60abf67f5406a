/**
 * `npm start`: builds the site and serves it production-like on http://localhost:8888 with the
 * functions and the embedded services. `npm run dev`: the same with Astro's hot reload.
 *
 *   --dev        serve through `astro dev` instead of the built `dist/`
 *   --no-build   serve the existing `dist/` as it is
 *   --fresh      start from empty local data (the end-to-end tests use this)
 *
 * PORT (default 8888) and PSYCORTEX_DATA_DIR (default .data) move it aside, as the tests do.
 *
 * The runtime is `@psycortex/local-runtime` (packages/local-runtime); this file passes it what is
 * Psycortex's own: the services and their variables, the database's preparation and the
 * scheduled functions (scripts/local-services.ts), the error responder and the build.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { FolderInUseError, folderOwner } from '@psycortex/local-runtime/postgres-server';
import { startLocalSite } from '@psycortex/local-runtime/site';
import { toErrorResponse } from '#/server/http/handler.ts';
import { LOCAL_SERVICES, localSchedule, prepareLocalSite } from './local-services.ts';

const root = resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const port = Number(process.env.PORT ?? 8888);
const dataDir = resolve(root, process.env.PSYCORTEX_DATA_DIR ?? '.data');
const log = (line: string) => console.log(`[psycortex] ${line}`);

function run(command: string, commandArgs: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { cwd: root, env: process.env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0
        ? done()
        : fail(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`)),
    );
  });
}

const astroDev = {
  origin: 'http://127.0.0.1:4321',
  start: () =>
    spawn(
      process.execPath,
      [
        join(root, 'node_modules/astro/bin/astro.mjs'),
        'dev',
        '--port',
        '4321',
        '--host',
        '127.0.0.1',
      ],
      {
        cwd: root,
        // Hot reload talks to Astro's port directly; the pages come through the runtime.
        env: { ...process.env, PSYCORTEX_HMR_PORT: '4321' },
        stdio: 'inherit',
      },
    ),
};

if (args.has('--fresh')) {
  // Never empty a folder whose database another start is using.
  const owner = await folderOwner(join(dataDir, 'postgres'));
  if (owner) {
    console.error(`[psycortex] ${new FolderInUseError(join(dataDir, 'postgres'), owner).message}`);
    process.exit(1);
  }
  await rm(dataDir, { recursive: true, force: true });
}

const site = await startLocalSite({
  root,
  port,
  dataDir,
  log,
  services: LOCAL_SERVICES,
  prepare: prepareLocalSite,
  errorResponse: toErrorResponse,
  schedule: localSchedule(process.env),
  siteName: 'psycortex',
  pages: args.has('--dev')
    ? { dist: 'dist', devServer: astroDev }
    : {
        dist: 'dist',
        // `npm run build`: Astro, then the Pagefind index of the built pages.
        build: args.has('--no-build') ? undefined : () => run('npm', ['run', 'build', '--silent']),
      },
}).catch((error: unknown) => {
  console.error(`[psycortex] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

async function shutdown() {
  await site.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
