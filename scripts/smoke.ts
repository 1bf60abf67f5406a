/**
 * `npm run smoke -- https://psycortex.in`: what to check after a deploy, against the live
 * address, read-only: nothing is bought, booked, sent or stored (every request is a GET, and the
 * one that fails validation fails before anything is written). The health check, the home page,
 * the shop and a product, the product list, an answer that needs a sign-in, a validation error,
 * the headers and redirects netlify.toml says Netlify sends, a page that does not exist, the
 * sitemap, and on HTTPS that plain HTTP is sent there. Exits 1 if anything is wrong.
 * It runs green against the local site too (`npm start`, then `npm run smoke -- http://localhost:8888`).
 */
import {
  NETLIFY_FILE_DEFAULTS,
  type NetlifyRules,
  netlifyAnswer,
  readNetlifyRules,
  ruleHeadersFor,
  sameValue,
} from '../tests/support/netlify-rules.ts';

const target = process.argv[2];
if (!target || !/^https?:\/\//.test(target)) {
  console.error('Usage: npm run smoke -- https://<the site>');
  process.exit(2);
}
const base = new URL(target);
const TIMEOUT_MS = 20_000;

class Problem extends Error {}
const fail = (message: string): never => {
  throw new Problem(message);
};

async function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(path, base), {
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { 'user-agent': 'psycortex-smoke', accept: '*/*' },
    ...init,
  });
}

function expectStatus(response: Response, status: number, what: string): void {
  if (response.status !== status) fail(`${what} answered ${response.status}, not ${status}`);
}

/** Every header the rules give `path` (and Netlify's defaults for a file), with its value. */
function expectHeaders(response: Response, wanted: Record<string, string>, what: string): void {
  const wrong = Object.entries(wanted)
    .filter(([name, value]) => !sameValue(response.headers.get(name) ?? undefined, value))
    .map(([name, value]) => `${name} is ${response.headers.get(name) ?? 'absent'}, not ${value}`);
  if (wrong.length > 0) fail(`${what}: ${wrong.join('; ')}`);
}

const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

interface Product {
  slug: string;
  name: string;
  variants: Array<{ id: string; price: number }>;
}

let rules: NetlifyRules;
let products: Product[] = [];

const checks: Array<[string, () => Promise<string>]> = [
  [
    'health',
    async () => {
      const response = await get('/api/health');
      expectStatus(response, 200, '/api/health');
      const body = (await response.json()) as { ok?: boolean };
      if (body.ok !== true) fail(`/api/health says ${JSON.stringify(body)}`);
      expectHeaders(response, { ...API_HEADERS, 'cache-control': 'no-store' }, '/api/health');
      return 'the functions run and reach the migrated database';
    },
  ],
  [
    'home page',
    async () => {
      const response = await get('/');
      expectStatus(response, 200, '/');
      const html = await response.text();
      if (!/<title>[^<]*Psycortex/i.test(html)) fail('the home page has no Psycortex title');
      expectHeaders(response, { ...NETLIFY_FILE_DEFAULTS, ...ruleHeadersFor(rules, '/') }, '/');
      const asset = /(?:src|href)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
      if (!asset) fail('the home page loads nothing from /_astro/');
      const file = await get(asset!);
      expectStatus(file, 200, asset!);
      expectHeaders(file, { ...NETLIFY_FILE_DEFAULTS, ...ruleHeadersFor(rules, asset!) }, asset!);
      await file.arrayBuffer();
      return `with the headers netlify.toml gives it, and ${asset} with its own`;
    },
  ],
  [
    'product list',
    async () => {
      const response = await get('/api/products');
      expectStatus(response, 200, '/api/products');
      products = ((await response.json()) as { products: Product[] }).products;
      if (!Array.isArray(products) || products.length === 0) fail('the catalogue is empty');
      for (const p of products) {
        if (!p.slug || !p.name || !p.variants?.length)
          fail(`product ${JSON.stringify(p).slice(0, 80)} is incomplete`);
      }
      expectHeaders(
        response,
        { ...API_HEADERS, 'cache-control': 'public, max-age=0, must-revalidate' },
        '/api/products',
      );
      return `${products.length} products`;
    },
  ],
  [
    'shop',
    async () => {
      if (products.length === 0) fail('no products to look for (see the product list)');
      const response = await get('/shop');
      expectStatus(response, 200, '/shop');
      const html = await response.text();
      const missing = products.filter((p) => !html.includes(p.name.replace(/&/g, '&amp;')));
      if (missing.length > 0) fail(`/shop does not show ${missing.map((p) => p.name).join(', ')}`);
      // Rendered by a function: Netlify adds nothing, so the page sends the headers itself.
      expectHeaders(response, ruleHeadersFor(rules, '/shop'), '/shop');
      const first = products[0]!;
      const page = await get(`/shop/products/${first.slug}`);
      expectStatus(page, 200, `/shop/products/${first.slug}`);
      if (!(await page.text()).includes(first.name.replace(/&/g, '&amp;')))
        fail(`the page of ${first.slug} does not name it`);
      const one = await get(`/api/products/${first.slug}`);
      expectStatus(one, 200, `/api/products/${first.slug}`);
      await one.arrayBuffer();
      return `every product listed, and the page of ${first.slug}`;
    },
  ],
  [
    'validation',
    async () => {
      const response = await get('/api/booking/slots?mode=teleport');
      expectStatus(response, 400, 'a slot search for an unknown way of meeting');
      const body = (await response.json()) as { error?: { code?: string; fields?: object } };
      if (body.error?.code !== 'invalid_input') fail(`the error is ${JSON.stringify(body)}`);
      expectHeaders(response, API_HEADERS, '/api/booking/slots');
      return 'a wrong query is answered 400 invalid_input';
    },
  ],
  [
    'sign-in required',
    async () => {
      const me = await get('/api/me');
      expectStatus(me, 401, '/api/me without a session');
      await me.arrayBuffer();
      const admin = await get('/api/admin/me');
      expectStatus(admin, 401, '/api/admin/me without a session');
      await admin.arrayBuffer();
      return '/api/me and /api/admin/me answer 401';
    },
  ],
  [
    'redirects',
    async () => {
      const checked: string[] = [];
      for (const rule of rules.redirects) {
        if (/[*:]/.test(rule.from) || Object.keys(rule.query ?? {}).length > 0) continue;
        const answer = netlifyAnswer(rules, rule.from);
        if (answer.by !== 'redirect') continue;
        const response = await get(rule.from);
        expectStatus(response, answer.status, rule.from);
        const location = new URL(response.headers.get('location') ?? '', base);
        if (location.pathname !== new URL(answer.to, base).pathname)
          fail(`${rule.from} leads to ${location.pathname}, not ${answer.to}`);
        checked.push(`${rule.from} → ${answer.to}`);
      }
      if (checked.length === 0) fail('netlify.toml has no plain redirect to check');
      return checked.join(', ');
    },
  ],
  [
    'not found',
    async () => {
      const response = await get(`/no-such-page-${Date.now()}`);
      expectStatus(response, 404, 'an address that does not exist');
      if (!(response.headers.get('content-type') ?? '').startsWith('text/html'))
        fail('the 404 is not a page');
      await response.arrayBuffer();
      return 'the 404 page';
    },
  ],
  [
    'sitemap and robots',
    async () => {
      for (const path of ['/sitemap-index.xml', '/robots.txt']) {
        const response = await get(path);
        expectStatus(response, 200, path);
        await response.arrayBuffer();
      }
      return '/sitemap-index.xml, /robots.txt';
    },
  ],
];

if (base.protocol === 'https:') {
  checks.push([
    'https',
    async () => {
      const plain = new URL(base);
      plain.protocol = 'http:';
      const response = await fetch(plain, {
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status < 300 || response.status > 308)
        fail(`plain HTTP answered ${response.status}, not a redirect`);
      const location = response.headers.get('location') ?? '';
      if (!location.startsWith('https://')) fail(`plain HTTP leads to ${location}`);
      return `plain HTTP is sent to ${location}`;
    },
  ]);
}

rules = await readNetlifyRules();
console.log(`Smoke test of ${base.origin} (read-only)`);
let failures = 0;
for (const [name, run] of checks) {
  try {
    console.log(`✓ ${name}: ${await run()}`);
  } catch (error) {
    failures++;
    const message =
      error instanceof Problem
        ? error.message
        : `could not be checked: ${error instanceof Error ? error.message : String(error)}`;
    console.log(`✗ ${name}: ${message}`);
  }
}
console.log(failures === 0 ? '\nAll checks passed.' : `\n${failures} check(s) failed.`);
process.exitCode = failures === 0 ? 0 : 1;
