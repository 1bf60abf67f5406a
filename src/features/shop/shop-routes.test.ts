import { describe, expect, it } from 'vitest';
import {
  orderHref,
  orderReferenceFromPath,
  productHref,
  productSlugFromPath,
} from '#/features/shop/shop-routes.ts';

describe('shop addresses', () => {
  it('reads the id from a product or order address', () => {
    expect(productSlugFromPath('/shop/products/individual-counselling')).toBe(
      'individual-counselling',
    );
    expect(productSlugFromPath('/shop/products/individual-counselling/')).toBe(
      'individual-counselling',
    );
    expect(orderReferenceFromPath('/user/order/PSY-20260101-ABCD')).toBe('PSY-20260101-ABCD');
  });

  it('finds no id in other addresses', () => {
    expect(productSlugFromPath('/shop/products/')).toBeUndefined();
    expect(productSlugFromPath('/shop/products/a/b')).toBeUndefined();
    expect(productSlugFromPath('/shop/product')).toBeUndefined();
    expect(productSlugFromPath('/shop/products/%E0%A4')).toBeUndefined();
    expect(orderReferenceFromPath('/user/orders')).toBeUndefined();
  });

  it('builds addresses that read back', () => {
    expect(productHref('group-counselling')).toBe('/shop/products/group-counselling');
    expect(orderReferenceFromPath(orderHref('PSY 1'))).toBe('PSY 1');
  });
});
