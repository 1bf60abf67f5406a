import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  NETLIFY_FILE_DEFAULTS,
  type NetlifyAnswer,
  type NetlifyRules,
  netlifyAnswer,
  readNetlifyRules,
  ruleHeaderNames,
  ruleHeadersFor,
  sameValue,
  sitemapPaths,
} from '../support/netlify-rules.ts';

/**
 * The pages as Netlify would serve them, against the local site: netlify.toml (with `_headers`
 * and `_redirects` in the publish folder, if any) read as Netlify's build reads it, and for
 * every page of the sitemap, a file under each header rule and a sample of each redirect rule,
 * the status, the place a redirect leads to and every header a rule sets, as Netlify's rules
 * give them (tests/support/netlify-rules.ts), compared with what the local runtime sends. A
 * sitemap page a function renders gets nothing from the rules on Netlify: it must send the
 * headers the rules give the pages around it itself. The functions' own answers are compared in
 * tests/integration/netlify-headers.test.ts.
 */

let rules: NetlifyRules;
test.beforeAll(async () => {
  rules = await readNetlifyRules();
});

/** The published files as the addresses Netlify serves them at (`/a/b` for a/b.html). */
function publishedPaths(): string[] {
  return readdirSync(rules.publish, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(rules.publish, join(entry.parentPath, entry.name))}`)
    .map((path) => path.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
}

/** An address each `from` of a redirect rule matches, with its query when it needs one. */
function redirectSamples(): string[] {
  return rules.redirects.map((rule) => {
    const path = rule.from.replace(/\*$/, 'sample-address').replace(/:(\w+)/g, 'sample');
    const query = new URLSearchParams(
      Object.keys(rule.query ?? {}).map((key) => [key, 'sample words']),
    ).toString();
    return query ? `${path}?${query}` : path;
  });
}

/** Two addresses with the same path and query, whatever their encoding (`+` is a space). */
function sameAddress(a: string, b: string): boolean {
  const parse = (address: string) => {
    const url = new URL(address, 'http://localhost');
    const path = decodeURIComponent(url.pathname.replace(/\+/g, ' '));
    return `${path}?${[...url.searchParams]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&')}`;
  };
  return parse(a) === parse(b);
}

type Expected = { status: number; location?: string; headers: Record<string, string> };

function expectedFrom(answer: NetlifyAnswer, path: string): Expected | string {
  switch (answer.by) {
    case 'file':
      return { status: 200, headers: answer.headers };
    case 'rewrite':
      return { status: answer.status, headers: answer.headers };
    case 'redirect':
      return { status: answer.status, location: answer.to, headers: {} };
    case 'function':
      // Nothing from the rules on Netlify: the page sends what the rules give the other pages.
      return { status: 200, headers: ruleHeadersFor(rules, path) };
    case 'not found':
      return 'Netlify has nothing at this address';
  }
}

test('serves every page, file and redirect with the status and headers Netlify gives it', async ({
  request,
}) => {
  const names = ruleHeaderNames(rules);
  const pages = await sitemapPaths(rules);
  expect(pages.length).toBeGreaterThan(40);
  const files = publishedPaths();
  // A published file under each header rule's path other than the whole site's.
  const ruleFiles = rules.headers
    .filter((rule) => rule.for !== '/*')
    .map((rule) => files.find((path) => rule.forRegExp.test(path)))
    .filter((path): path is string => Boolean(path));
  expect(ruleFiles.length).toBe(rules.headers.filter((rule) => rule.for !== '/*').length);

  const differences: string[] = [];
  for (const address of [...pages, ...ruleFiles, ...redirectSamples()]) {
    const path = new URL(address, 'http://localhost').pathname;
    const answer = netlifyAnswer(rules, address);
    const expected = expectedFrom(answer, path);
    if (typeof expected === 'string') {
      differences.push(`${address}: ${expected}`);
      continue;
    }
    if (pages.includes(address) && answer.by === 'redirect') {
      differences.push(`${address}: in the sitemap, but Netlify redirects it to ${answer.to}`);
    }
    const response = await request.get(address, { maxRedirects: 0 });
    if (response.status() !== expected.status) {
      differences.push(`${address}: ${response.status()} here, ${expected.status} on Netlify`);
    }
    if (expected.location) {
      const location = response.headers().location;
      if (!location || !sameAddress(location, expected.location)) {
        differences.push(`${address}: to ${location} here, ${expected.location} on Netlify`);
      }
      continue;
    }
    const headers = response.headers();
    // A function's page is held to the rules' headers; a file to those and Netlify's defaults.
    const compared =
      answer.by === 'function'
        ? Object.keys(expected.headers)
        : [...names, ...Object.keys(NETLIFY_FILE_DEFAULTS)];
    for (const name of new Set(compared)) {
      if (!sameValue(headers[name], expected.headers[name])) {
        differences.push(
          `${address} (${answer.by}): ${name} is ${headers[name] ?? 'absent'} here, ${expected.headers[name] ?? 'absent'} on Netlify`,
        );
      }
    }
  }
  expect(differences).toEqual([]);
});
