import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlPage, PAGE_SECURITY_HEADERS } from '#/server/http/respond.ts';

/** The headers netlify.toml gives every file Netlify serves (`for = "/*"`). */
function staticPageHeaders(): Record<string, string> {
  const toml = readFileSync(resolve(import.meta.dirname, '../../netlify.toml'), 'utf8');
  const block = /for = "\/\*"\s*\n\s*\[headers\.values\]\n((?:[ \t]+[\w-]+ = ".*"\n)+)/.exec(toml);
  if (!block) throw new Error('netlify.toml has no headers for "/*"');
  return Object.fromEntries(
    [...block[1]!.matchAll(/([\w-]+) = "(.*)"/g)].map(([, name, value]) => [
      name!.toLowerCase(),
      value!,
    ]),
  );
}

describe('pages rendered by a function', () => {
  it('send the security headers that netlify.toml gives the static pages', () => {
    expect(PAGE_SECURITY_HEADERS).toEqual(staticPageHeaders());
  });

  it('keep them whatever else the page adds, and are HTML', () => {
    const response = htmlPage('<p>Hello</p>', 200, { 'cache-control': 'private, no-store' });
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
      expect(response.headers.get(name), name).toBe(value);
  });
});
