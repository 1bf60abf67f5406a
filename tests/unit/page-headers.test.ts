import { describe, expect, it } from 'vitest';
import { htmlPage, PAGE_SECURITY_HEADERS } from '#/server/http/respond.ts';
import { readNetlifyRules, ruleHeadersFor } from '../support/netlify-rules.ts';

/** The headers netlify.toml (and a `_headers` file, if any) give the pages Netlify serves. */
async function staticPageHeaders(): Promise<Record<string, string>> {
  return ruleHeadersFor(await readNetlifyRules(), '/shop');
}

describe('pages rendered by a function', () => {
  it('send the security headers that netlify.toml gives the static pages', async () => {
    expect(PAGE_SECURITY_HEADERS).toEqual(await staticPageHeaders());
  });

  it('keep them whatever else the page adds, and are HTML', () => {
    const response = htmlPage('<p>Hello</p>', 200, { 'cache-control': 'private, no-store' });
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
      expect(response.headers.get(name), name).toBe(value);
  });
});
