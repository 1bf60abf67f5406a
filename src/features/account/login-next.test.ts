import { describe, expect, it } from 'vitest';
import { loginHref, safeNextPath } from '#/lib/auth.ts';

describe('where login returns to', () => {
  it('honours a path of this site, with its query and fragment', () => {
    expect(safeNextPath('/user/checkout')).toBe('/user/checkout');
    expect(safeNextPath('/user/order/PSY-1?x=1#top')).toBe('/user/order/PSY-1?x=1#top');
    expect(safeNextPath('/')).toBe('/');
    expect(safeNextPath('/shop/./products/x')).toBe('/shop/products/x');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of [
      '//evil.example',
      '//evil.example/user/checkout',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'user/checkout',
      ' /user/checkout',
      // Only dangerous once normalised: the dot segment goes and `//evil.example` is left.
      '/.//evil.example/x',
      '/./..//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '',
    ]) {
      expect(safeNextPath(next), next).toBeUndefined();
    }
    expect(safeNextPath(null)).toBeUndefined();
    expect(safeNextPath(undefined)).toBeUndefined();
  });

  it('builds the login address that comes back', () => {
    expect(loginHref('/user/order/PSY-1?a=b')).toBe(
      '/user/login?next=%2Fuser%2Forder%2FPSY-1%3Fa%3Db',
    );
    expect(
      safeNextPath(new URL(loginHref('/user/checkout'), 'https://x').searchParams.get('next')),
    ).toBe('/user/checkout');
  });
});
