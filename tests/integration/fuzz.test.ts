import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { signInCustomer } from './helpers/shop.ts';
import { useTestSite } from './helpers/site.ts';

/** What a hostile or broken client may send: any shape, any size, any type. */
const bodies = fc.oneof(
  fc.json().map((text) => ({ type: 'application/json', body: text })),
  fc
    .anything()
    .map((value) => ({ type: 'application/json', body: JSON.stringify(value) ?? 'null' })),
  fc.string({ maxLength: 300 }).map((text) => ({ type: 'application/json', body: text })),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 200 })).map((fields) => ({
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(fields).toString(),
  })),
  fc.string({ maxLength: 300 }).map((text) => ({ type: 'text/plain', body: text })),
  fc.constantFrom(
    { type: 'application/json', body: `{"email":"${'a'.repeat(70_000)}@x.in"}` },
    {
      type: 'application/json',
      body: `{"items":[${'{"productSlug":"x","variantId":"1","quantity":1},'.repeat(400)}1]}`,
    },
    {
      type: 'application/json',
      body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
    },
    {
      type: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="variants"\r\n\r\n[{]\r\n--x--',
    },
    { type: '', body: '' },
  ),
);
/** Path parameters; "." and ".." are left out: they change the path, not the value. */
const segment = fc.oneof(
  fc.constantFrom('1', 'all', 'PSY-0000000000', 'google', 'newsletter', '%00', 'a'.repeat(500)),
  fc
    .string({ minLength: 1, maxLength: 40 })
    .map(encodeURIComponent)
    .filter((s) => s !== '.' && s !== '..'),
);
const query = fc
  .dictionary(
    fc.constantFrom('q', 'page', 'date', 'state', 'token', 'code', 'state', 'download', 'x'),
    fc.string({ maxLength: 60 }),
  )
  .map((params) => new URLSearchParams(params).toString());

const hasStackTrace = (text: string) => /\n\s+at\s|node_modules|\.ts:\d+|\.mjs:\d+/.test(text);

describe('every function under random and malformed input', () => {
  const { db, site } = useTestSite(seedCatalogue);

  it('never answers 5xx or a stack trace, and every API error has the JSON error shape', async () => {
    const customer = await signInCustomer(db, 'fuzz@example.com');
    const admin = await signInAdmin(db);
    const routes = site.router.functions.flatMap((fn) =>
      [fn.config.path ?? []]
        .flat()
        .map((path) => ({ path, methods: fn.methods.length > 0 ? [...fn.methods] : ['GET'] })),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.constantFrom(...route.methods),
            fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
          ),
          bodies,
          fc.array(segment, { minLength: 3, maxLength: 3 }),
          query,
          fc.constantFrom('', customer, admin),
          fc.boolean(),
          async (method, { type, body }, segments, search, cookie, sameOrigin) => {
            let i = 0;
            const path = route.path.replace(/:\w+/g, () => segments[i++]!);
            const response = await fetch(`${site.url}${path}?${search}`, {
              method,
              headers: {
                ...(type ? { 'content-type': type } : {}),
                ...(cookie ? { cookie } : {}),
                ...(sameOrigin ? { origin: site.url } : {}),
              },
              body: method === 'GET' || method === 'HEAD' ? undefined : body,
              redirect: 'manual',
            });
            const text = await response.text();
            const where = `${method} ${path} (${type}) → ${response.status}: ${text.slice(0, 200)}`;
            expect(response.status, where).toBeLessThan(500);
            expect(hasStackTrace(text), where).toBe(false);
            // The shop's pages answer HTML, a page of their own for a product that is not there.
            const page = (response.headers.get('content-type') ?? '').startsWith('text/html');
            if (page) expect(path.startsWith('/api/'), where).toBe(false);
            if (response.status >= 400 && !page) {
              const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
              expect(typeof parsed.error?.code, where).toBe('string');
              expect(typeof parsed.error?.message, where).toBe('string');
            }
          },
        ),
        { numRuns: 60, seed: 20261123 },
      );
    }
  }, 180_000);
});
