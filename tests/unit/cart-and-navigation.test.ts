import { describe, expect, it } from 'vitest';
import { cartCount, decodeCart } from '#/features/shop/cart.ts';
import { escapeHtml } from '#/lib/html.ts';
import { isChromeless, searchHref } from '#/lib/navigation.ts';

const item = {
  productSlug: '1',
  variantId: '2',
  name: 'Single Counselling Session',
  differentby: '1 session',
  sessions: 1,
  cost: 149_900,
  quantity: 2,
  imgsrc: null,
};

describe('stored cart', () => {
  it('reads valid lines and counts their quantities', () => {
    const items = decodeCart(JSON.stringify([item, { ...item, variantId: '3', quantity: 3 }]));
    expect(items).toHaveLength(2);
    expect(cartCount(items)).toBe(5);
  });

  it('keeps a cart saved before the slug was called productSlug', () => {
    const { productSlug, ...rest } = item;
    expect(decodeCart(JSON.stringify([{ ...rest, productId: productSlug }]))).toEqual([item]);
  });

  it('drops malformed data instead of failing', () => {
    expect(decodeCart(undefined)).toEqual([]);
    expect(decodeCart('{not json')).toEqual([]);
    expect(decodeCart('{"a":1}')).toEqual([]);
    expect(
      decodeCart(
        JSON.stringify([item, { ...item, quantity: -1 }, { ...item, cost: '1,499' }, null]),
      ),
    ).toEqual([item]);
  });
});

describe('navigation rules', () => {
  it('hides the header and footer under /admin and /brochure only', () => {
    expect(isChromeless('/admin')).toBe(true);
    expect(isChromeless('/admin/product-management')).toBe(true);
    expect(isChromeless('/brochure')).toBe(true);
    expect(isChromeless('/blogs')).toBe(false);
    expect(isChromeless('/')).toBe(false);
  });

  it('searches only for non-blank text, encoded into the path', () => {
    expect(searchHref('   ')).toBeUndefined();
    expect(searchHref(' anxiety ')).toBe('/search/anxiety');
    expect(searchHref('stress & sleep?')).toBe('/search/stress%20%26%20sleep%3F');
  });

  it('escapes text for hand-built HTML', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
    );
    expect(escapeHtml(null)).toBe('');
  });
});
