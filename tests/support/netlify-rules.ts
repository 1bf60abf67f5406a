import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { resolveConfig } from '@netlify/config';
import { parseAllHeaders } from '@netlify/headers-parser';
import { type ListedFunction, listFunctions } from '@netlify/zip-it-and-ship-it';

/**
 * What Netlify does with a request to this site, worked out from the files Netlify reads: the
 * routes its bundler finds in the functions' `config` (read without running them, as the build
 * does), netlify.toml with `_headers` and `_redirects` from the publish folder (read by
 * `@netlify/config`, as the build reads them), the header rules' paths matched as Netlify's
 * headers parser matches them, and the published files. The order is Netlify's: a function's
 * own path first (custom headers never apply to a function's answer), then forced redirects,
 * then a published file (with the custom headers of every rule matching its path), then the
 * other redirects and rewrites, then 404.
 */

export const ROOT = resolve(import.meta.dirname, '../..');

export interface HeaderRule {
  for: string;
  forRegExp: RegExp;
  values: Record<string, string>;
}

export interface RedirectRule {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
  query?: Record<string, string>;
  conditions?: Record<string, unknown>;
}

export interface NetlifyRules {
  publish: string;
  headers: HeaderRule[];
  redirects: RedirectRule[];
  functions: ListedFunction[];
}

/** netlify.toml, `_headers`, `_redirects` and the functions' routes, as Netlify's build reads them. */
export async function readNetlifyRules(root = ROOT): Promise<NetlifyRules> {
  const { config } = await resolveConfig({
    cwd: root,
    repositoryRoot: root,
    context: 'production',
    mode: 'buildbot',
    offline: true,
    buffer: true,
  });
  const publish: string = config.build.publish;
  // The same rules again with the path patterns Netlify's headers parser makes of them.
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [join(publish, '_headers')],
    configHeaders: config.headers ?? [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(errors.map((e: Error) => e.message).join('\n'));
  const functions = await listFunctions([join(root, 'netlify/functions')], { parseISC: true });
  return {
    publish,
    headers: headers as HeaderRule[],
    redirects: config.redirects ?? [],
    functions,
  };
}

/** Every header name some rule sets, in lower case. */
export function ruleHeaderNames(rules: NetlifyRules): string[] {
  return [
    ...new Set(rules.headers.flatMap((r) => Object.keys(r.values).map((n) => n.toLowerCase()))),
  ];
}

/**
 * The custom headers Netlify adds to a published file at `path`: those of every rule whose path
 * matches. Two matching rules setting one header is refused: how Netlify combines them is not
 * something this site relies on, and the local emulation lets the last one win.
 */
export function ruleHeadersFor(rules: NetlifyRules, path: string): Record<string, string> {
  const result: Record<string, string> = {};
  const from: Record<string, string> = {};
  for (const rule of rules.headers) {
    if (!rule.forRegExp.test(path)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      if (key in result) {
        throw new Error(`${path}: ${name} is set by the rules for ${from[key]} and ${rule.for}`);
      }
      result[key] = value;
      from[key] = rule.for;
    }
  }
  return result;
}

type Route = NonNullable<ListedFunction['routes']>[number];

function routeMatches(route: Route, path: string, method: string): boolean {
  if (route.methods && route.methods.length > 0 && !route.methods.includes(method as never)) {
    return false;
  }
  if ('literal' in route && route.literal !== undefined) return path === route.literal;
  if ('expression' in route && route.expression !== undefined) {
    return new RegExp(route.expression).test(path);
  }
  return false;
}

/**
 * The functions whose routes take a request, matched as Netlify's own local emulation
 * (`@netlify/functions-dev`) matches them: without a trailing slash, in lower case, against each
 * route's literal or expression, by method when the route names any. All matches are returned,
 * so that an ambiguous address shows.
 */
export function functionsFor(
  functions: Array<{ name: string; routes?: Route[] }>,
  pathname: string,
  method: string,
): string[] {
  let path = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  path = path.toLowerCase();
  return functions
    .filter((fn) => (fn.routes ?? []).some((route) => routeMatches(route, path, method)))
    .map((fn) => fn.name);
}

/** A redirect rule's `from` as a pattern: `*` takes the rest (`:splat`), `:name` one segment. */
function fromRegExp(from: string): RegExp {
  const parts = from
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part === '*'
        ? '?(?<splat>.*)'
        : part.startsWith(':')
          ? `(?<${part.slice(1)}>[^/]+)`
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^/${parts.join('/')}/?$`, 'i');
}

/** The first rule taking the address, and where it sends it (its placeholders filled in). */
function redirectFor(
  rules: NetlifyRules,
  url: URL,
  forced: boolean,
): { rule: RedirectRule; to: string } | undefined {
  for (const rule of rules.redirects) {
    if (Boolean(rule.force) !== forced || Object.keys(rule.conditions ?? {}).length > 0) continue;
    const query = Object.entries(rule.query ?? {});
    if (!query.every(([key]) => url.searchParams.has(key))) continue;
    const match = fromRegExp(rule.from).exec(url.pathname);
    if (!match) continue;
    const values: Record<string, string> = { ...match.groups };
    for (const [key, placeholder] of query) {
      values[placeholder.replace(/^:/, '')] = url.searchParams.get(key)!;
    }
    const to = rule.to.replace(/:(\w+)/g, (whole, name: string) => values[name] ?? whole);
    return { rule, to };
  }
  return undefined;
}

/** Whether `path` is a published file, with Netlify's pretty URLs (`/x` for x.html, x/index.html). */
export function publishedFile(rules: NetlifyRules, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const file = normalize(join(rules.publish, decoded));
  if (!file.startsWith(rules.publish)) return undefined;
  for (const candidate of [file, `${file.replace(/\/$/, '')}.html`, join(file, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export type NetlifyAnswer =
  | { by: 'function'; name: string }
  | { by: 'file'; file: string; headers: Record<string, string> }
  | { by: 'redirect'; status: number; to: string }
  | { by: 'rewrite'; status: number; to: string; headers: Record<string, string> }
  | { by: 'not found' };

/**
 * What Netlify sends with a file it serves when no rule says otherwise: every file may be cached
 * and must be checked again (Netlify's documented default; it writes it without spaces).
 */
export const NETLIFY_FILE_DEFAULTS: Record<string, string> = {
  'cache-control': 'public, max-age=0, must-revalidate',
};

/** A header value as sent, for comparison: `public,max-age=0` and `public, max-age=0` are one. */
export const sameValue = (a: string | undefined, b: string | undefined) =>
  a?.replace(/,\s*/g, ',') === b?.replace(/,\s*/g, ',');

/** The custom headers and Netlify's defaults on a file served at `path`. */
function fileHeaders(rules: NetlifyRules, path: string): Record<string, string> {
  return { ...NETLIFY_FILE_DEFAULTS, ...ruleHeadersFor(rules, path) };
}

/** What Netlify answers a request with, and the custom headers it adds. */
export function netlifyAnswer(rules: NetlifyRules, address: string, method = 'GET'): NetlifyAnswer {
  const url = new URL(address, 'http://localhost');
  const functions = functionsFor(rules.functions, url.pathname, method);
  if (functions.length > 1) {
    throw new Error(`${url.pathname} is taken by ${functions.join(' and ')}`);
  }
  if (functions[0]) return { by: 'function', name: functions[0] };
  const forced = redirectFor(rules, url, true);
  const file = publishedFile(rules, url.pathname);
  const taken = forced ?? (file ? undefined : redirectFor(rules, url, false));
  if (taken) {
    const status = taken.rule.status ?? 301;
    // Netlify passes the request's query on to the target of a 200, 301 or 302.
    const to =
      [200, 301, 302].includes(status) && !taken.to.includes('?')
        ? `${taken.to}${url.search}`
        : taken.to;
    if (status >= 300 && status < 400) return { by: 'redirect', status, to };
    return { by: 'rewrite', status, to, headers: fileHeaders(rules, url.pathname) };
  }
  if (file) return { by: 'file', file, headers: fileHeaders(rules, url.pathname) };
  return { by: 'not found' };
}

/** An address a route pattern (`/api/products/:slug`) matches, with sample parameters. */
export function samplePath(pattern: string): string {
  const samples: Record<string, string> = {
    id: '00000000-0000-4000-8000-000000000000',
    block: '00000000-0000-4000-8000-000000000000',
    slug: 'no-such-thing',
    reference: 'PSY-NOSUCHORDR',
    provider: 'google',
    action: 'cancel',
    month: '2026-04',
    who: 'all',
    purpose: 'newsletter',
  };
  return pattern.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? 'x');
}

/** The addresses in the built sitemap, as paths. */
export async function sitemapPaths(rules: NetlifyRules): Promise<string[]> {
  const { readFile } = await import('node:fs/promises');
  const index = await readFile(join(rules.publish, 'sitemap-index.xml'), 'utf8');
  const paths: string[] = [];
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const sitemap = await readFile(join(rules.publish, new URL(loc!).pathname), 'utf8');
    for (const [, page] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.push(new URL(page!).pathname);
    }
  }
  return paths;
}
