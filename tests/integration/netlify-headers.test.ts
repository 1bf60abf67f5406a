import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { SESSION_PAGE_PERMISSIONS } from '#/server/http/respond.ts';
import {
  type NetlifyRules,
  netlifyAnswer,
  readNetlifyRules,
  ruleHeadersFor,
  samplePath,
} from '../support/netlify-rules.ts';
import { useTestSite } from './helpers/site.ts';

/**
 * The headers of the functions' answers, as Netlify sends them: netlify.toml's custom headers
 * never apply to a function's answer (only to the files Netlify serves), so what the visitor
 * gets is what the function sends. Each function route is called through the local runtime's
 * front door and directly, and the two must agree; and since nothing is added on Netlify, each
 * answer must carry the site's security headers itself. The pages of the sitemap, with the
 * rules Netlify applies to them, are compared in tests/e2e/netlify-rules.desktop.spec.ts.
 */

/** Headers of the connection or the encoding, which Netlify's CDN sets its own way. */
const TRANSPORT = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

function comparable(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (TRANSPORT.has(name) || name === 'set-cookie') return;
    if (name === 'vary') {
      const kept = value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v.toLowerCase() !== 'accept-encoding');
      if (kept.length > 0) result[name] = kept.join(', ');
      return;
    }
    // A sign-in's state and nonce are new on every call; where it goes is what counts.
    result[name] = name === 'location' ? value.split('?')[0]! : value;
  });
  // Cookies by name: their values are new sessions, states and nonces on every call.
  const cookies = headers.getSetCookie().map((c) => c.split('=')[0]);
  if (cookies.length > 0) result['set-cookie (names)'] = cookies.sort().join(', ');
  return result;
}

describe("the functions' answers, with the headers Netlify gives them", () => {
  const { site } = useTestSite(seedCatalogue);
  let rules: NetlifyRules;

  beforeAll(async () => {
    rules = await readNetlifyRules();
  });

  const routes = () =>
    rules.functions.flatMap((fn) =>
      (fn.routes ?? []).map((r) => ({ name: fn.name, pattern: r.pattern })),
    );

  it('lists the routes Netlify finds, and Netlify gives each to its function before any rule', () => {
    expect(routes().length).toBeGreaterThan(50);
    for (const { name, pattern } of routes()) {
      expect(netlifyAnswer(rules, samplePath(pattern)), pattern).toEqual({ by: 'function', name });
    }
  });

  it('sends a function its answer as the function gave it, adding no rule of netlify.toml', async () => {
    const differences: string[] = [];
    for (const { name, pattern } of routes()) {
      const path = samplePath(pattern);
      const url = new URL(path, site.url);
      const init = { headers: { origin: site.url, 'accept-encoding': 'br, gzip' } };
      const through = await fetch(url, { ...init, redirect: 'manual' });
      await through.arrayBuffer();
      const match = site.router.match(url, 'GET');
      if (match?.fn.name !== name) {
        differences.push(`${path}: the local runtime gives it to ${match?.fn.name ?? 'nothing'}`);
        continue;
      }
      const own = await site.router.invoke(match.fn, new Request(url, init), {
        ip: '127.0.0.1',
        params: match.params,
      });
      await own.arrayBuffer();
      expect.soft(comparable(through.headers), path).toEqual(comparable(own.headers));
      if (through.status !== own.status) {
        differences.push(`${path}: ${through.status} through the runtime, ${own.status} itself`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('answers with the security headers itself, since Netlify adds none to a function', async () => {
    const missing: string[] = [];
    for (const { pattern } of routes()) {
      const path = samplePath(pattern);
      const response = await fetch(new URL(path, site.url), {
        headers: { origin: site.url },
        redirect: 'manual',
      });
      await response.arrayBuffer();
      const type = response.headers.get('content-type') ?? '';
      // A page gets what netlify.toml gives the static pages; anything else the API's own set.
      // The video room's page alone may use the camera and microphone (its own Permissions-Policy).
      const wanted: Record<string, string> = type.startsWith('text/html')
        ? {
            ...ruleHeadersFor(rules, '/'),
            ...(path.startsWith('/session/')
              ? { 'permissions-policy': SESSION_PAGE_PERMISSIONS }
              : {}),
          }
        : {
            'x-content-type-options': 'nosniff',
            'strict-transport-security': 'max-age=31536000; includeSubDomains',
          };
      for (const [header, value] of Object.entries(wanted)) {
        if (response.headers.get(header) !== value) {
          missing.push(
            `${path} (${response.status}, ${type}): ${header} is ${response.headers.get(header)}`,
          );
        }
      }
      if (!type.startsWith('text/html')) {
        const csp = response.headers.get('content-security-policy') ?? '';
        if (!csp.includes("frame-ancestors 'none'"))
          missing.push(`${path}: content-security-policy is ${csp}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
