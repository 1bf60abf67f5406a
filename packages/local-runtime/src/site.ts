import type { ChildProcess } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import * as esbuild from 'esbuild';
import {
  buildFunctions,
  bundleOptions,
  createRouter,
  type FunctionRouter,
  functionEntries,
  loadFunctions,
} from './functions.ts';
import { createRewriteStatus } from './rewrite-status.ts';
import { createSiteServer, type DevService, toRequest } from './server.ts';
import { type LocalService, privateDir, type RuntimeContext, startServices } from './services.ts';
import { surviveStrayErrors } from './survive.ts';

/**
 * The whole local site on one port: the local services, the functions in-process, and the pages,
 * either the built folder through Netlify's own emulation (static files, `netlify.toml`
 * redirects and headers) or a framework's dev server. What is the product's own comes in
 * through the options: which services, how its database is prepared, which scheduled functions
 * run how often, and how an error is answered.
 */

export interface ScheduledRun {
  /** The function's name (its file name in netlify/functions). */
  name: string;
  /** How often it runs here (Netlify runs it by its cron). */
  everyMs: number;
}

export interface LocalSiteOptions {
  root: string;
  port: number;
  /** Local state: the services' data, secrets made for local use. */
  dataDir: string;
  log: (line: string) => void;
  /** The services, each started when its production variables are absent. */
  services: LocalService[];
  /**
   * Runs once the services are up and their variables set, before the functions load: the
   * product's own variables, then its database (migrations, seed data, a first admin).
   * `embedded` is true when any local service runs in place of a real one.
   */
  prepare?: (ctx: RuntimeContext, embedded: boolean) => Promise<void>;
  /** The product's answer to an error that escaped a handler. */
  errorResponse: (error: unknown) => Response;
  /** Scheduled functions run on a timer; `POST /_dev/run/<name>` runs any of them now. */
  schedule: ScheduledRun[];
  /** `context.site.name` for the functions. */
  siteName?: string;
  /**
   * Where the pages come from: the built folder (`build` makes it first, when given), or a dev
   * server this runtime proxies to (its hot reload talks to it directly), with the functions
   * rebuilt on every change.
   */
  pages:
    | { dist: string; build?: () => Promise<void> }
    | { dist: string; devServer: { origin: string; start(): ChildProcess } };
}

export interface LocalSite {
  url: string;
  stop(): Promise<void>;
}

/** Netlify sets these when it builds or runs the site; the local runtime refuses to run there. */
export function inNetlifyProduction(env: NodeJS.ProcessEnv): boolean {
  return env.CONTEXT === 'production' || env.NETLIFY === 'true';
}

const FUNCTIONS_OUT = '.netlify/local-functions';

export async function startLocalSite(options: LocalSiteOptions): Promise<LocalSite> {
  if (inNetlifyProduction(process.env)) {
    throw new Error(
      'The local runtime and its embedded services never run in a Netlify production context.',
    );
  }
  const { root, port, log } = options;
  surviveStrayErrors();
  const siteUrl = `http://localhost:${port}`;
  const ctx: RuntimeContext = { root, dataDir: options.dataDir, siteUrl, env: process.env, log };
  await privateDir(ctx.dataDir);

  const started = await startServices(options.services, ctx);
  await options.prepare?.(ctx, started.length > 0);

  const functionsDir = join(root, FUNCTIONS_OUT);
  const routerOptions = { siteName: options.siteName };
  let router: FunctionRouter = createRouter(
    await loadFunctions(await buildFunctions(root, functionsDir)),
    routerOptions,
  );
  log(`functions ${router.functions.map((f) => f.name).join(', ')}`);

  const pages = options.pages;
  const devServer = 'devServer' in pages ? pages.devServer : undefined;
  let devProcess: ChildProcess | undefined;
  let watcher: esbuild.BuildContext | undefined;
  if (devServer) {
    devProcess = devServer.start();
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
              router = createRouter(await loadFunctions(files), routerOptions);
              log('functions reloaded');
            });
          },
        },
      ],
    });
    await watcher.watch();
  } else if ('build' in pages && pages.build) {
    await pages.build();
  }

  const distDir = join(root, pages.dist);
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
    ...(devServer
      ? { staticFiles: { enabled: false } }
      : { staticFiles: { directories: [pages.dist] } }),
  });
  await netlify.start();

  const rewriteStatus = createRewriteStatus(root, distDir);

  async function proxyToDevServer(req: IncomingMessage, origin: string): Promise<Response> {
    const request = toRequest(req, origin);
    return fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      duplex: 'half',
    } as RequestInit);
  }

  // POST /_dev/run/<name> runs a scheduled function now (a product's command can use it).
  const runNow: DevService = async (request) => {
    const match = /^\/_dev\/run\/([\w-]+)$/.exec(new URL(request.url).pathname);
    if (!match || request.method !== 'POST') return undefined;
    if (!router.functions.some((f) => f.name === match[1] && f.config.schedule)) {
      return new Response('No such scheduled function\n', { status: 404 });
    }
    return router.runScheduled(match[1]!);
  };

  const server = createSiteServer({
    router: () => router,
    fallback: async (req) => {
      // In development the dev server renders the pages (netlify.toml's rules apply to dist).
      if (devServer) return proxyToDevServer(req, devServer.origin);
      const result = await netlify.handleAndIntrospectNodeRequest(req);
      // A rewrite keeps the status of its rule (e.g. 404 for unknown pages), as on Netlify.
      const status = result?.type === 'redirect' ? await rewriteStatus(req) : undefined;
      if (!result || !status || result.response.status === status) return result?.response;
      const { body, headers } = result.response;
      return new Response(body, { status, headers });
    },
    devServices: [...started.flatMap((s) => (s.dev ? [s.dev] : [])), runNow],
    distDir,
    errorResponse: options.errorResponse,
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  log(`site      ${siteUrl}  (ready)`);

  // The scheduled functions run on their own here too (Netlify runs them by their cron).
  const timers = options.schedule.map(({ name, everyMs }) =>
    setInterval(() => {
      void router
        .runScheduled(name)
        .catch((error) => console.error(`[local-runtime] scheduled ${name} failed:`, error));
    }, everyMs),
  );

  return {
    url: siteUrl,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      server.close();
      devProcess?.kill();
      await watcher?.dispose();
      await netlify.stop().catch(() => {});
      for (const s of started.reverse()) await s.stop().catch(() => {});
    },
  };
}
