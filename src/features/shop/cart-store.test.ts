import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicProduct } from '#/api/products.ts';
import { json } from '#/server/http/respond.ts';
import { CATALOGUE, COUNSELLING, COUPLES } from '../../../tests/support/catalogue.ts';
import { type FakeApi, fakeApi } from '../../../tests/support/fake-api.ts';
import { fakeBrowser } from '../../../tests/support/fake-browser.ts';

/**
 * The cart as a shopper uses it: adding, changing and removing lines, prices kept in step
 * with the catalogue, and the cart emptied only for the order it paid for. The stores run
 * against a fake API that answers as the functions do.
 */

let api: FakeApi;
let browser: ReturnType<typeof fakeBrowser>;
let catalogue: PublicProduct[];

/** Fresh stores (no catalogue loaded yet, an empty cart) talking to the fake API. */
async function stores() {
  vi.resetModules();
  browser = fakeBrowser('/user/mycart');
  catalogue = structuredClone(CATALOGUE);
  api = fakeApi({ 'GET /api/products': () => json({ products: catalogue }) });
  (await import('#/lib/http.ts')).setApiFetch(api.fetch);
  return {
    ...(await import('#/features/shop/cart.store.ts')),
    ...(await import('#/features/shop/priced-cart.store.ts')),
  };
}

const single = COUNSELLING.variants[0]!;
const four = COUNSELLING.variants[1]!;
const couples = COUPLES.variants[0]!;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('cart', () => {
  it('adds an option, and adding it again adds to its quantity (at most 99)', async () => {
    const { addToCart, $cart, $cartCount } = await stores();
    expect(addToCart(COUNSELLING, single, 2)).toBe(true);
    expect(addToCart(COUPLES, couples, 1)).toBe(true);
    addToCart(COUNSELLING, single, 3);
    expect($cart.get().map((line) => [line.variantId, line.quantity])).toEqual([
      ['11', 5],
      ['21', 1],
    ]);
    expect($cartCount.get()).toBe(6);
    // Kept where the header of every page and other tabs read it.
    expect(JSON.parse(browser.persisted.cartData!)).toEqual($cart.get());
    addToCart(COUNSELLING, single, 200);
    expect($cart.get()[0]!.quantity).toBe(99);
  });

  it('keeps each option of a product on its own line', async () => {
    const { addToCart, $cart } = await stores();
    addToCart(COUNSELLING, single, 1);
    addToCart(COUNSELLING, four, 1);
    expect($cart.get()).toHaveLength(2);
  });

  it('changes a quantity, and a quantity of 0 or Remove takes the line out', async () => {
    const { addToCart, updateQuantity, removeFromCart, $cart, $cartCount } = await stores();
    addToCart(COUNSELLING, single, 1);
    addToCart(COUPLES, couples, 1);
    updateQuantity({ productSlug: COUNSELLING.slug, variantId: single.id }, 4);
    expect($cartCount.get()).toBe(5);
    updateQuantity({ productSlug: COUNSELLING.slug, variantId: single.id }, 0);
    expect($cart.get().map((line) => line.productSlug)).toEqual([COUPLES.slug]);
    removeFromCart({ productSlug: COUPLES.slug, variantId: couples.id });
    expect($cart.get()).toEqual([]);
    expect($cartCount.get()).toBe(0);
  });

  it('is emptied by the order page of the order it paid for, and only that one', async () => {
    const { addToCart, rememberCheckout, settleCheckout, $cart } = await stores();
    addToCart(COUNSELLING, single, 1);
    rememberCheckout('PSY-NEW');
    // An old invoice opened from Purchased Items leaves the new cart alone.
    settleCheckout('PSY-OLD');
    expect($cart.get()).toHaveLength(1);
    settleCheckout('PSY-NEW');
    expect($cart.get()).toEqual([]);
    expect(browser.localStorage.getItem('psyCheckoutOrder')).toBeNull();
  });

  it('stays as it was when the payment is cancelled', async () => {
    const { addToCart, rememberCheckout, forgetCheckout, settleCheckout, $cart } = await stores();
    addToCart(COUNSELLING, single, 1);
    rememberCheckout('PSY-1');
    forgetCheckout('PSY-1');
    settleCheckout('PSY-1');
    expect($cart.get()).toHaveLength(1);
  });
});

describe('cart priced against the catalogue', () => {
  it('shows what the shop charges today and stores the new prices and names', async () => {
    const { addToCart, refreshCartPrices, $cart, $pricedCart } = await stores();
    addToCart(COUNSELLING, single, 2);
    expect($pricedCart.get().status).toBe('loading');
    catalogue[0]!.variants[0]!.price = 159_900;
    catalogue[0]!.name = 'Individual Counselling (online or in person)';
    await refreshCartPrices();
    const priced = $pricedCart.get();
    expect(priced.status === 'ready' && priced.total).toBe(319_800);
    expect($cart.get()[0]).toMatchObject({
      cost: 159_900,
      name: 'Individual Counselling (online or in person)',
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/products']);
  });

  it('marks a line the shop no longer offers, and leaves it out of the total', async () => {
    const { addToCart, refreshCartPrices, $pricedCart } = await stores();
    addToCart(COUNSELLING, single, 1);
    addToCart(COUPLES, couples, 1);
    catalogue.splice(1, 1);
    await refreshCartPrices();
    const priced = $pricedCart.get();
    if (priced.status !== 'ready') throw new Error(`priced cart is ${priced.status}`);
    expect(priced.hasUnavailable).toBe(true);
    expect(priced.lines.map((line) => line.available)).toEqual([true, false]);
    expect(priced.total).toBe(149_900);
  });

  it('says the prices could not be loaded when the network fails, and asks again on Retry', async () => {
    const { addToCart, refreshCartPrices, $pricedCart } = await stores();
    const { loadCatalogue } = await import('#/features/shop/products.store.ts');
    addToCart(COUNSELLING, single, 1);
    api.setOffline(true);
    await refreshCartPrices();
    expect($pricedCart.get().status).toBe('error');
    api.setOffline(false);
    await loadCatalogue();
    expect($pricedCart.get().status).toBe('ready');
  });

  it('puts the lines of a failed order back into the cart ("Try again")', async () => {
    const { addToCart, restoreOrderLines, $cart } = await stores();
    addToCart(COUNSELLING, single, 1);
    const line = {
      productSlug: COUNSELLING.slug,
      name: COUNSELLING.name,
      variantLabel: four.label,
      sessions: four.sessions,
      unitPrice: four.price,
      quantity: 2,
      lineTotal: 2 * four.price,
    };
    const gone = { ...line, productSlug: 'retired-package', variantLabel: 'Old' };
    expect(await restoreOrderLines([line, gone])).toBe(true);
    expect($cart.get().map((item) => [item.variantId, item.quantity])).toEqual([
      ['11', 1],
      ['12', 2],
    ]);
  });
});
