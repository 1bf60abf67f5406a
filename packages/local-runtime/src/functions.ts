import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';
import * as esbuild from 'esbuild';

/**
 * Runs `netlify/functions/*.mts` in this process: bundled once with esbuild and called as
 * plain `(Request, Context) => Response` handlers, the v2 contract. Netlify's own local
 * emulation rebuilds a function and starts a worker for every call (0.3-2.4 s each); this costs
 * milliseconds and keeps the behaviour that matters: routing by `config.path` and `method`.
 */

export interface LoadedFunction {
  name: string;
  config: Config;
  handler: (request: Request, context: Context) => Promise<Response> | Response;
  patterns: URLPattern[];
  /** The methods the handler answers (its `methods` property); empty when it says none. */
  methods: readonly string[];
}

export interface FunctionRouter {
  functions: LoadedFunction[];
  /** The function serving this request, with the path parameters it matched. */
  match(
    url: URL,
    method: string,
  ): { fn: LoadedFunction; params: Record<string, string> } | undefined;
  /** Calls the handler, then waits for what it passed to `waitUntil`. */
  invoke(
    fn: LoadedFunction,
    request: Request,
    extra: { ip: string; params: Record<string, string> },
  ): Promise<Response>;
  /** Runs scheduled functions by name (as the scheduler would). */
  runScheduled(name: string): Promise<Response>;
  /** Resolves when every `waitUntil` promise so far has settled. */
  settled(): Promise<void>;
}

const FUNCTIONS_DIR = 'netlify/functions';

export function bundleOptions(root: string, outdir: string): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
  };
}

export async function functionEntries(root: string): Promise<string[]> {
  const names = await readdir(join(root, FUNCTIONS_DIR));
  return names.filter((n) => /\.m?[jt]s$/.test(n)).map((n) => join(FUNCTIONS_DIR, n));
}

export async function buildFunctions(root: string, outdir: string): Promise<string[]> {
  await rm(outdir, { recursive: true, force: true });
  const entryPoints = await functionEntries(root);
  await esbuild.build({ ...bundleOptions(root, outdir), entryPoints });
  return entryPoints.map((entry) =>
    join(outdir, `${basename(entry).replace(/\.m?[jt]s$/, '')}.mjs`),
  );
}

/** As Netlify matches a function's path: a trailing slash and the letters' case do not count. */
function toPatterns(path: Config['path']): URLPattern[] {
  const paths = path === undefined ? [] : Array.isArray(path) ? path : [path];
  return paths.map((p) => new URLPattern({ pathname: `${p}{/}?` }, { ignoreCase: true }));
}

export async function loadFunctions(
  files: string[],
  version = Date.now(),
): Promise<LoadedFunction[]> {
  const loaded: LoadedFunction[] = [];
  for (const file of files) {
    const mod = await import(`${pathToFileURL(file).href}?v=${version}`);
    const config: Config = mod.config ?? {};
    loaded.push({
      name: basename(file, '.mjs'),
      config,
      handler: mod.default,
      patterns: toPatterns(config.path),
      methods: mod.default?.methods ?? [],
    });
  }
  return loaded;
}

export interface RouterOptions {
  /** `context.site.name` as the functions see it (Netlify's site name). */
  siteName?: string;
}

function makeContext(
  request: Request,
  ip: string,
  params: Record<string, string>,
  pending: Set<Promise<unknown>>,
  siteName: string,
): Context {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie') ?? '';
  const cookies = new Map(
    cookieHeader
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => {
        const i = c.indexOf('=');
        return [c.slice(0, i), decodeURIComponent(c.slice(i + 1))] as const;
      }),
  );
  const context = {
    account: { id: 'local' },
    cookies: {
      get: (name: string) => cookies.get(name),
      set: () => {
        throw new Error('Set cookies with a Set-Cookie header on the Response.');
      },
      delete: () => {
        throw new Error('Delete cookies with a Set-Cookie header on the Response.');
      },
    },
    deploy: { context: 'dev', id: 'local', published: false },
    flags: { get: () => undefined },
    geo: { city: undefined, country: { code: 'IN', name: 'India' }, timezone: 'Asia/Kolkata' },
    ip,
    json: (input: unknown) => Response.json(input),
    log: console.log,
    next: () => {
      throw new Error('context.next() is for edge functions.');
    },
    params,
    path: undefined,
    requestId: randomUUID(),
    rewrite: () => {
      throw new Error('context.rewrite() is not used by this site.');
    },
    server: { region: 'local' },
    site: { id: 'local', name: siteName, url: url.origin },
    url,
    waitUntil: (promise: Promise<unknown>) => {
      const tracked = promise.catch((error) =>
        console.error('[functions] waitUntil task failed:', error),
      );
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
  };
  return context as unknown as Context;
}

export function createRouter(
  functions: LoadedFunction[],
  options: RouterOptions = {},
): FunctionRouter {
  const siteName = options.siteName ?? 'local';
  const pending = new Set<Promise<unknown>>();
  return {
    functions,
    match(url, method) {
      for (const fn of functions) {
        for (const pattern of fn.patterns) {
          const result = pattern.exec({ pathname: url.pathname });
          if (!result) continue;
          const methods = fn.config.method;
          const allowed =
            methods === undefined ? undefined : Array.isArray(methods) ? methods : [methods];
          // Like Netlify, a method the function does not declare falls through to the next match.
          if (allowed && !allowed.includes(method as never)) continue;
          const params = Object.fromEntries(
            Object.entries(result.pathname.groups).filter(
              (e): e is [string, string] => typeof e[1] === 'string',
            ),
          );
          return { fn, params };
        }
      }
      return undefined;
    },
    async invoke(fn, request, extra) {
      return fn.handler(request, makeContext(request, extra.ip, extra.params, pending, siteName));
    },
    async runScheduled(name) {
      const fn = functions.find((f) => f.name === name && f.config.schedule);
      if (!fn) throw new Error(`No scheduled function named ${name}`);
      const request = new Request(`http://localhost/.netlify/functions/${name}`, {
        method: 'POST',
        body: JSON.stringify({ next_run: new Date(Date.now() + 60_000).toISOString() }),
      });
      return fn.handler(request, makeContext(request, '127.0.0.1', {}, pending, siteName));
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
