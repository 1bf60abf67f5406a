import { describe, expect, it } from 'vitest';
import type { PublicProduct } from '#/api/products.ts';
import {
  addItem,
  type CartItem,
  cartTotal,
  clampQuantity,
  decodeCart,
  itemFor,
  itemsFromOrder,
  orderRequestItems,
  repriceCart,
  setQuantity,
} from '#/features/shop/cart.ts';
import { MAX_QUANTITY, type OrderLine } from '#/features/shop/shop.ts';

const individual: PublicProduct = {
  slug: 'individual-counselling',
  name: 'Individual Counselling',
  factor: 'Duration',
  description: '',
  descriptionHtml: '',
  image: null,
  variants: [
    { id: '11', label: '3 months', sessions: 12, price: 6_000_000 },
    { id: '12', label: '6 months', sessions: 24, price: 12_000_000 },
  ],
};
const single: PublicProduct = {
  ...individual,
  slug: 'single-session',
  name: 'Single Counselling Session',
  image: '/images/single.jpg',
  variants: [{ id: '21', label: '1 session', sessions: 1, price: 149_900 }],
};

const threeMonths = (quantity: number) => itemFor(individual, individual.variants[0]!, quantity);
const sixMonths = (quantity: number) => itemFor(individual, individual.variants[1]!, quantity);
const oneSession = (quantity: number) => itemFor(single, single.variants[0]!, quantity);

describe('adding to the cart', () => {
  it('makes a line from the product and the chosen option', () => {
    expect(oneSession(2)).toEqual({
      productSlug: 'single-session',
      variantId: '21',
      name: 'Single Counselling Session',
      differentby: '1 session',
      sessions: 1,
      cost: 149_900,
      quantity: 2,
      imgsrc: '/images/single.jpg',
    });
  });

  it('merges the same product and option by adding the quantities', () => {
    const cart = addItem(addItem([], threeMonths(2)), threeMonths(3));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(5);
  });

  it('keeps another option of the same product on its own line', () => {
    const cart = addItem(addItem([], threeMonths(1)), sixMonths(1));
    expect(cart.map((line) => line.variantId)).toEqual(['11', '12']);
  });

  it(`never holds more than ${MAX_QUANTITY} of one item`, () => {
    const cart = addItem(addItem([], threeMonths(90)), threeMonths(20));
    expect(cart[0]!.quantity).toBe(MAX_QUANTITY);
    expect(threeMonths(500).quantity).toBe(MAX_QUANTITY);
  });

  it('takes the newest price and names when merging', () => {
    const old = { ...threeMonths(1), cost: 100, name: 'Old name' };
    const [line] = addItem([old], threeMonths(1));
    expect(line).toMatchObject({ cost: 6_000_000, name: 'Individual Counselling', quantity: 2 });
  });

  it('does not add nothing', () => {
    const cart = [threeMonths(1)];
    expect(addItem(cart, { ...sixMonths(1), quantity: 0 })).toBe(cart);
  });
});

describe('changing quantities', () => {
  const cart = [threeMonths(2), oneSession(1)];

  it('sets the quantity of one line', () => {
    const next = setQuantity(cart, { productSlug: 'individual-counselling', variantId: '11' }, 7);
    expect(next.map((line) => line.quantity)).toEqual([7, 1]);
    expect(cart[0]!.quantity).toBe(2);
  });

  it('removes a line set to 0, and treats anything below 0 as 0', () => {
    const id = { productSlug: 'single-session', variantId: '21' };
    expect(setQuantity(cart, id, 0)).toEqual([cart[0]]);
    expect(setQuantity(cart, id, -3)).toEqual([cart[0]]);
  });

  it('keeps quantities whole and within the limit', () => {
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(0);
    expect(clampQuantity(Number.NaN, 1)).toBe(1);
    expect(clampQuantity(0, 1)).toBe(1);
    expect(clampQuantity(-4)).toBe(0);
    expect(clampQuantity(1e9)).toBe(MAX_QUANTITY);
  });

  it('adds up the grand total in paise', () => {
    expect(cartTotal(cart)).toBe(2 * 6_000_000 + 149_900);
    expect(cartTotal([])).toBe(0);
  });
});

describe('repricing from the live catalogue', () => {
  it('refreshes prices and names and totals the lines', () => {
    const stale = [{ ...threeMonths(2), cost: 5_000_000, name: 'Counselling' }, oneSession(1)];
    const priced = repriceCart(stale, [individual, single]);
    expect(priced.items[0]).toMatchObject({ cost: 6_000_000, name: 'Individual Counselling' });
    expect(priced.lines.map((line) => line.lineTotal)).toEqual([12_000_000, 149_900]);
    expect(priced.total).toBe(12_149_900);
    expect(priced.hasUnavailable).toBe(false);
  });

  it('flags a line whose product or option is gone, and leaves it out of the total', () => {
    const gone: CartItem = { ...threeMonths(1), variantId: '99' };
    const priced = repriceCart([gone, oneSession(2), threeMonths(1)], [individual]);
    expect(priced.lines.map((line) => line.available)).toEqual([false, false, true]);
    expect(priced.total).toBe(6_000_000);
    expect(priced.hasUnavailable).toBe(true);
    // The flagged lines stay as they were, for the person to see and remove.
    expect(priced.items[1]).toEqual(oneSession(2));
  });
});

describe('orders and the cart', () => {
  it('sends only ids and quantities to Pay Now', () => {
    expect(orderRequestItems([threeMonths(2)])).toEqual([
      { productSlug: 'individual-counselling', variantId: '11', quantity: 2 },
    ]);
  });

  it('puts the lines of an order back, finding each option by its label', () => {
    const line = (productSlug: string, variantLabel: string, quantity: number): OrderLine => ({
      productSlug,
      name: 'x',
      variantLabel,
      sessions: 1,
      unitPrice: 1,
      quantity,
      lineTotal: quantity,
    });
    const items = itemsFromOrder(
      [
        line('individual-counselling', '6 months', 2),
        line('single-session', '1 session', 1),
        line('individual-counselling', 'no longer sold', 1),
        line('gone-product', '1 session', 1),
      ],
      [individual, single],
    );
    expect(items).toEqual([sixMonths(2), oneSession(1)]);
  });
});

describe('stored cart data', () => {
  it('merges duplicate lines and caps quantities written by other code', () => {
    const raw = JSON.stringify([
      threeMonths(60),
      threeMonths(60),
      { ...oneSession(1), quantity: 500 },
    ]);
    expect(decodeCart(raw).map((line) => line.quantity)).toEqual([MAX_QUANTITY, MAX_QUANTITY]);
  });
});
