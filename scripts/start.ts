/**
 * `npm start`: builds the site and serves it production-like on http://localhost:8888 with the
 * functions and the embedded services. `npm run dev`: the same with Astro's hot reload.
 *
 *   --dev        serve through `astro dev` instead of the built `dist/`
 *   --no-build   serve the existing `dist/` as it is
 *   --fresh      start from empty local data (the end-to-end tests use this)
 *
 * PORT (default 8888) and PSYCORTEX_DATA_DIR (default .data) move it aside, as the tests do.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import {
  buildFunctions,
  bundleOptions,
  createRouter,
  functionEntries,
  loadFunctions,
} from '@psycortex/local-runtime/functions';
import { createRewriteStatus } from '@psycortex/local-runtime/rewrite-status';
import { createSiteServer, toRequest } from '@psycortex/local-runtime/server';
import { localSecret, type RuntimeContext, startServices } from '@psycortex/local-runtime/services';
import * as esbuild from 'esbuild';
import { toErrorResponse } from '#/server/http/handler.ts';
import { LOCAL_SERVICES, prepareDatabase } from './local-services.ts';

const root = resolve(import.meta.dirname, '..');
const ASTRO_DEV = 'http://127.0.0.1:4321';
const args = new Set(process.argv.slice(2));
const devMode = args.has('--dev');
const port = Number(process.env.PORT ?? 8888);
const log = (line: string) => console.log(`[psycortex] ${line}`);

if (process.env.CONTEXT === 'production' || process.env.NETLIFY === 'true') {
  console.error(
    '[psycortex] The local runtime and its embedded services never run in a Netlify production context.',
  );
  process.exit(1);
}

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0
        ? done()
        : fail(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`)),
    );
  });
}

const astroBin = join(root, 'node_modules/astro/bin/astro.mjs');
const siteUrl = `http://localhost:${port}`;
const dataDir = resolve(root, process.env.PSYCORTEX_DATA_DIR ?? '.data');
const ctx: RuntimeContext = { root, dataDir, siteUrl, env: process.env, log };
if (args.has('--fresh')) await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });

const started = await startServices(LOCAL_SERVICES, ctx);
process.env.SITE_URL ??= siteUrl;
process.env.OTP_SECRET ??= await localSecret(ctx, 'otp-secret');
if (started.length > 0) process.env.PSYCORTEX_EMBEDDED = '1';

await prepareDatabase(ctx, process.env.DATABASE_URL!, started.length > 0);

const functionsDir = join(root, '.netlify/local-functions');
const SITE_NAME = 'psycortex';
let router = createRouter(await loadFunctions(await buildFunctions(root, functionsDir)), {
  siteName: SITE_NAME,
});
log(`functions ${router.functions.map((f) => f.name).join(', ')}`);

let astroDev: ChildProcess | undefined;
let watcher: esbuild.BuildContext | undefined;
if (devMode) {
  astroDev = spawn(process.execPath, [astroBin, 'dev', '--port', '4321', '--host', '127.0.0.1'], {
    cwd: root,
    // Hot reload talks to Astro's port directly; the pages come through this server.
    env: { ...process.env, PSYCORTEX_HMR_PORT: '4321' },
    stdio: 'inherit',
  });
  watcher = await esbuild.context({
    ...bundleOptions(root, functionsDir),
    entryPoints: await functionEntries(root),
    plugins: [
      {
        name: 'reload-functions',
        setup(build) {
          build.onEnd(async (result) => {
            if (result.errors.length > 0) return;
            const files = (await functionEntries(root)).map((e) =>
              join(
                functionsDir,
                `${e
                  .split('/')
                  .pop()!
                  .replace(/\.m?[jt]s$/, '')}.mjs`,
              ),
            );
            router = createRouter(await loadFunctions(files), { siteName: SITE_NAME });
            log('functions reloaded');
          });
        },
      },
    ],
  });
  await watcher.watch();
} else if (!args.has('--no-build')) {
  // `npm run build`: Astro, then the Pagefind index of the built pages.
  await run('npm', ['run', 'build', '--silent'], process.env);
}

const netlify = new NetlifyDev({
  projectRoot: root,
  functions: { enabled: false },
  edgeFunctions: { enabled: false },
  blobs: { enabled: false },
  database: { enabled: false },
  aiGateway: { enabled: false },
  geolocation: { enabled: false },
  environmentVariables: { enabled: false },
  images: { enabled: true },
  ...(devMode ? { staticFiles: { enabled: false } } : { staticFiles: { directories: ['dist'] } }),
});
await netlify.start();

const rewriteStatus = createRewriteStatus(root, join(root, 'dist'));

async function proxyToAstro(req: IncomingMessage): Promise<Response> {
  const request = toRequest(req, ASTRO_DEV);
  return fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    duplex: 'half',
  } as RequestInit);
}
const server = createSiteServer({
  router: () => router,
  fallback: async (req) => {
    // In development Astro's own server renders the pages (netlify.toml's rules apply in `npm start`).
    if (devMode) return proxyToAstro(req);
    const result = await netlify.handleAndIntrospectNodeRequest(req);
    // A rewrite keeps the status of its rule (e.g. 404 for unknown blog posts), as on Netlify.
    const status = !devMode && result?.type === 'redirect' ? await rewriteStatus(req) : undefined;
    if (!result || !status || result.response.status === status) return result?.response;
    const { body, headers } = result.response;
    return new Response(body, { status, headers });
  },
  devServices: [
    ...started.flatMap((s) => (s.dev ? [s.dev] : [])),
    // POST /_dev/run/<name> runs a scheduled function now (npm run payments:reconcile uses it).
    async (request) => {
      const match = /^\/_dev\/run\/([\w-]+)$/.exec(new URL(request.url).pathname);
      if (!match || request.method !== 'POST') return undefined;
      if (!router.functions.some((f) => f.name === match[1] && f.config.schedule)) {
        return new Response('No such scheduled function\n', { status: 404 });
      }
      return router.runScheduled(match[1]!);
    },
  ],
  distDir: join(root, 'dist'),
  errorResponse: toErrorResponse,
});
await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
log(`site      ${siteUrl}  (ready)`);

// The scheduled functions run on their own here too (Netlify runs them by their cron).
const outboxTimer = setInterval(() => {
  void router
    .runScheduled('outbox')
    .catch((error) => console.error('[psycortex] outbox run failed:', error));
}, 60_000);
const reconcileTimer = setInterval(
  () => {
    void router
      .runScheduled('payments-reconcile')
      .catch((error) => console.error('[psycortex] payment reconciliation failed:', error));
  },
  Number(process.env.PAYMENTS_RECONCILE_SECONDS ?? 600) * 1000,
);

async function shutdown() {
  clearInterval(outboxTimer);
  clearInterval(reconcileTimer);
  server.close();
  astroDev?.kill();
  await watcher?.dispose();
  await netlify.stop().catch(() => {});
  for (const s of started.reverse()) await s.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
