import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

/** Security headers on pages and API answers, as the CDN would send them (netlify.toml). */

test('pages carry the security headers and a hashed Content-Security-Policy', async ({
  page,
  request,
}) => {
  for (const path of [
    '/',
    '/blogs',
    '/user/login',
    '/contactus',
    '/user/checkout',
    '/shop',
    '/shop/products/individual-counselling',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    // Read from the page as delivered: a page may move on by itself once it runs (the checkout
    // sends a visitor with an empty cart back to the cart), and then the live page is another.
    const html = await response.text();
    await page.setContent(html);
    const csp = await page
      .locator('meta[http-equiv="content-security-policy"]')
      .getAttribute('content');
    expect(csp, path).toContain("default-src 'self'");
    // Forms post here and to the payment pages only (the local simulator's are this origin).
    expect(csp, path).toMatch(/form-action 'self'( https?:\/\/[\w.:-]+){1,2}(;|$)/);
    expect(csp, path).not.toContain("'unsafe-inline'");
    expect(csp, path).not.toContain("'unsafe-eval'");
    // Scripts and styles from this site, and inline only what this page carries, each by hash.
    const own = (pattern: RegExp) =>
      [...html.matchAll(pattern)]
        .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''))
        .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    const sources = (directive: string) =>
      new RegExp(`${directive} ([^;]*)`).exec(csp!)![1]!.split(' ');
    const scripts = own(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g);
    const styles = own(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/g);
    expect(sources('script-src').sort(), path).toEqual(["'self'", ...new Set(scripts)].sort());
    expect(sources('style-src').sort(), path).toEqual(["'self'", ...new Set(styles)].sort());
  }
});

test('API answers cannot run, be framed or be sniffed', async ({ request }) => {
  for (const path of ['/api/health', '/api/products', '/api/me', '/api/orders/PSY-0000000000']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['strict-transport-security'], path).toMatch(/max-age=/);
    expect(headers['content-type'], path).toMatch(/^application\/json/);
  }
  // Personal answers are never cached; the catalogue is, by the CDN only.
  expect((await request.get('/api/me')).headers()['cache-control']).toBe('no-store');
  expect((await request.get('/api/products')).headers()['cache-control']).toBe(
    'public, max-age=0, must-revalidate',
  );
});

test('only the video room may use the camera and microphone, and it is not indexed', async ({
  request,
}) => {
  const room = `/session/${'0'.repeat(64)}`;
  const response = await request.get(room);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['permissions-policy']).toBe(
    'camera=(self), microphone=(self), geolocation=(), payment=(), interest-cohort=()',
  );
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(await response.text()).toContain('<meta name="robots" content="noindex');
  // Every other page still denies both.
  for (const path of ['/', '/user/sessions', '/clinician', '/shell/session']) {
    expect((await request.get(path)).headers()['permissions-policy'], path).toContain(
      'camera=(), microphone=()',
    );
  }
});
