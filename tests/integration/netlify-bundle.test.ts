import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  buildFunctions,
  type LoadedFunction,
  loadFunctions,
} from '@psycortex/local-runtime/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '#/server/auth/admins.server.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { configSchema } from '#/server/config.ts';
import {
  invokeUnpacked,
  type LambdaEvent,
  modulePathsAbove,
  unpackFunction,
} from './helpers/lambda.ts';
import { type PackagedFunctions, packageFunctions, ROOT, samplePath } from './helpers/netlify.ts';
import { useTestSite } from './helpers/site.ts';

/**
 * The functions as a deploy ships them: packaged by Netlify's own bundler with the build's
 * options (./helpers/netlify.ts), each zip unpacked into a clean folder outside the project and
 * called there as AWS Lambda calls it, against the test database. A file, a native binary or
 * content missing from a zip fails here instead of on the first request after a deploy.
 */

/** Netlify refuses a function whose zip is larger, and Lambda one larger unpacked. */
const ZIP_LIMIT = 50 * 1024 * 1024;
const UNZIPPED_LIMIT = 250 * 1024 * 1024;

/**
 * The native packages the functions use, and the file of each that must be in the zip for
 * Netlify's functions (Linux, x64, glibc) whenever the package itself is.
 */
const NATIVE: Record<string, RegExp[]> = {
  'node_modules/@node-rs/argon2/': [/^node_modules\/@node-rs\/argon2-linux-x64-gnu\/.*\.node$/],
  'node_modules/sharp/': [
    /^node_modules\/@img\/sharp-linux-x64\/lib\/.*\.node$/,
    /^node_modules\/@img\/sharp-libvips-linux-x64\/lib\/libvips-cpp\.so/,
  ],
};

describe('the functions as Netlify packages them', () => {
  const { db, sql, site } = useTestSite();
  let packaged: PackagedFunctions;
  let local: LoadedFunction[];
  let runDir: string;
  let localDir: string;
  const unpacked = new Map<string, { dir: string; files: string[] }>();
  /** The variables a deploy sets, pointed at the test site's stand-ins and the test database. */
  let env: Record<string, string>;

  beforeAll(async () => {
    packaged = await packageFunctions();
    // The methods each handler answers, as the local runtime knows them.
    localDir = await mkdtemp(join(tmpdir(), 'psycortex-local-functions-'));
    local = await loadFunctions(await buildFunctions(ROOT, localDir));
    runDir = await mkdtemp(join(tmpdir(), 'psycortex-lambda-'));
    for (const fn of packaged.manifest.functions) {
      const dir = join(runDir, fn.name);
      unpacked.set(fn.name, { dir, files: await unpackFunction(fn.path, dir) });
    }
    env = Object.fromEntries(
      Object.keys(configSchema.shape)
        .filter((name) => name !== 'PSYCORTEX_EMBEDDED' && process.env[name] !== undefined)
        .map((name) => [name, process.env[name]!]),
    );
  }, 300_000);

  afterAll(async () => {
    for (const dir of [runDir, localDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function call(name: string, events: LambdaEvent[]) {
    const fn = unpacked.get(name);
    if (!fn) throw new Error(`${name} was not packaged`);
    return invokeUnpacked(fn.dir, events, env);
  }

  const url = (path: string) => `${site.url}${path}`;

  it('packages every function in netlify/functions, each with a route or a schedule', async () => {
    const sources = (await readdir(join(ROOT, 'netlify/functions')))
      .filter((f) => /\.m?[jt]s$/.test(f))
      .map((f) => f.replace(/\.m?[jt]s$/, ''))
      .sort();
    expect(packaged.manifest.functions.map((f) => f.name).sort()).toEqual(sources);
    const unreachable = packaged.manifest.functions
      .filter((f) => !f.schedule && (f.routes ?? []).length === 0)
      .map((f) => f.name);
    expect(
      unreachable,
      "Netlify found neither a path nor a schedule in these functions' config. It reads `config` without running the code: write the path as a literal string there, not a constant.",
    ).toEqual([]);
  });

  it('keeps every zip within the size Netlify and Lambda accept', async () => {
    for (const fn of packaged.manifest.functions) {
      const { size } = await stat(fn.path);
      expect(size, `${fn.name}.zip`).toBeLessThan(ZIP_LIMIT);
      const { dir, files } = unpacked.get(fn.name)!;
      let bytes = 0;
      for (const file of files) bytes += (await stat(join(dir, file))).size;
      expect(bytes, `${fn.name} unpacked`).toBeLessThan(UNZIPPED_LIMIT);
    }
  });

  it('ships the Linux x64 binary of every native package a zip holds', () => {
    const missing: string[] = [];
    for (const [name, { files }] of unpacked) {
      for (const [pkg, binaries] of Object.entries(NATIVE)) {
        if (!files.some((f) => f.startsWith(pkg))) continue;
        for (const binary of binaries) {
          if (!files.some((f) => binary.test(f))) missing.push(`${name}: ${binary}`);
        }
      }
    }
    // The functions that check passwords and resize pictures hold the packages themselves.
    for (const [name, pkg] of [
      ['admin-login', 'node_modules/@node-rs/argon2/'],
      ['admin-products', 'node_modules/sharp/'],
    ] as const) {
      if (!unpacked.get(name)?.files.some((f) => f.startsWith(pkg)))
        missing.push(`${name}: ${pkg}`);
    }
    expect(missing).toEqual([]);
  });

  it('unpacks each function where no other module can be found', () => {
    expect(modulePathsAbove(join(runDir, 'health'))).toEqual([]);
  });

  it('loads every function from its zip alone and answers a first request without a server error', {
    timeout: 300_000,
  }, async () => {
    await seedCatalogue(db);
    const origin = new URL(site.url).origin;
    const events = new Map<string, LambdaEvent>();
    for (const fn of packaged.manifest.functions) {
      if (fn.schedule) {
        events.set(fn.name, {
          method: 'POST',
          url: url(`/.netlify/functions/${fn.name}`),
          body: JSON.stringify({ next_run: new Date(Date.now() + 60_000).toISOString() }),
          scheduled: true,
        });
        continue;
      }
      const route = fn.routes?.[0]?.pattern;
      if (!route) continue; // reported by the first test
      const path = samplePath(route);
      const method = local.find((l) => l.name === fn.name)?.methods[0] ?? 'GET';
      const withBody = method === 'POST' || method === 'PUT';
      events.set(fn.name, {
        method,
        url: url(path),
        route,
        headers: { origin, ...(withBody ? { 'content-type': 'application/json' } : {}) },
        body: withBody ? '{}' : undefined,
      });
    }
    const failures: string[] = [];
    const queue = [...events];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [name, event] = next;
          const [result] = await call(name, [event]);
          if (!result?.status || result.error || result.status >= 500) {
            failures.push(
              `${name} (${event.method} ${new URL(event.url).pathname}): ${result?.status ?? ''} ${result?.error ?? result?.body ?? ''}`.slice(
                0,
                3000,
              ),
            );
          }
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  // Each call is a cold instance (a new process importing its zip): on a loaded machine the
  // default 30 s is tight for three of them, and a hung instance is cut off at 45 s with its log.
  it('answers the health check, the product list and a failed validation from the zips', {
    timeout: 180_000,
  }, async () => {
    await seedCatalogue(db);
    const origin = new URL(site.url).origin;
    const [health] = await call('health', [
      { method: 'GET', url: url('/api/health'), route: '/api/health' },
    ]);
    expect(health?.error).toBeUndefined();
    expect(health?.status).toBe(200);
    expect(JSON.parse(health!.body!)).toEqual({ ok: true });

    const [list, one, none] = await call('products', [
      { method: 'GET', url: url('/api/products'), route: '/api/products' },
      { method: 'GET', url: url('/api/products/single-session'), route: '/api/products/:slug' },
      { method: 'GET', url: url('/api/products/no-such-thing'), route: '/api/products/:slug' },
    ]);
    expect(list?.status).toBe(200);
    const products = (JSON.parse(list!.body!) as { products: Array<{ slug: string }> }).products;
    expect(products.map((p) => p.slug)).toContain('single-session');
    expect(one?.status).toBe(200);
    expect((JSON.parse(one!.body!) as { product: { slug: string } }).product.slug).toBe(
      'single-session',
    );
    expect(none?.status).toBe(404);

    const [invalid] = await call('newsletter', [
      {
        method: 'POST',
        url: url('/api/newsletter'),
        route: '/api/newsletter',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nope' }),
      },
    ]);
    expect(invalid?.status).toBe(400);
    expect(JSON.parse(invalid!.body!)).toMatchObject({ error: { code: 'invalid_input' } });
    expect(await sql`select count(*)::int as n from newsletter_subscribers`).toEqual([{ n: 0 }]);
  });

  it('signs an admin in with the zipped argon2, and refuses a wrong password', {
    timeout: 120_000,
  }, async () => {
    await createAdmin(db, 'zip-admin', 'a-long-test-password');
    const origin = new URL(site.url).origin;
    const login = (password: string): LambdaEvent => ({
      method: 'POST',
      url: url('/api/admin/login'),
      route: '/api/admin/login',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'zip-admin', password }),
    });
    const [wrong, right] = await call('admin-login', [
      login('not-the-password'),
      login('a-long-test-password'),
    ]);
    expect(wrong?.error).toBeUndefined();
    expect(wrong?.status).toBe(401);
    expect(right?.status).toBe(200);
    expect(right?.multiValueHeaders?.['set-cookie']?.join('\n')).toContain('__Host-psy_admin=');
  });

  it('reads nothing at run time that the zip lacks', async () => {
    // Files a function opens by path (SQL, JSON, templates) must travel in its zip. The
    // bundles inline what they import; this lists any path a bundle builds from its own URL.
    const readers: string[] = [];
    for (const [name, { dir, files }] of unpacked) {
      const main = files.find((f) => f.endsWith(`${name}.mjs`))!;
      const text = await readFile(join(dir, main), 'utf8');
      for (const m of text.matchAll(
        /new URL\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*,\s*import\.meta\.url/g,
      )) {
        const wanted = join(dir, main, '..', m[1]!);
        const present = await stat(wanted).then(
          () => true,
          () => false,
        );
        if (!present) readers.push(`${name} reads ${m[1]} (${basename(wanted)} is not in the zip)`);
      }
    }
    expect(readers).toEqual([]);
  });
});
