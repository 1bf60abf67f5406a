import { describe, expect, it } from 'vitest';
import { orderHref, orderIdFromPath, productHref, productIdFromPath } from '#/lib/shop-routes.ts';

describe('shop addresses', () => {
  it('reads the id from a product or order address', () => {
    expect(productIdFromPath('/shop/products/individual-counselling')).toBe(
      'individual-counselling',
    );
    expect(productIdFromPath('/shop/products/individual-counselling/')).toBe(
      'individual-counselling',
    );
    expect(orderIdFromPath('/user/order/PSY-20260101-ABCD')).toBe('PSY-20260101-ABCD');
  });

  it('finds no id in other addresses', () => {
    expect(productIdFromPath('/shop/products/')).toBeUndefined();
    expect(productIdFromPath('/shop/products/a/b')).toBeUndefined();
    expect(productIdFromPath('/shop/product')).toBeUndefined();
    expect(productIdFromPath('/shop/products/%E0%A4')).toBeUndefined();
    expect(orderIdFromPath('/user/orders')).toBeUndefined();
  });

  it('builds addresses that read back', () => {
    expect(productHref('group-counselling')).toBe('/shop/products/group-counselling');
    expect(orderIdFromPath(orderHref('PSY 1'))).toBe('PSY 1');
  });
});
