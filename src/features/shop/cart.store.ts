import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { PublicProduct, PublicVariant } from '#/api/products.ts';
import {
  addItem,
  type CartItem,
  cartCount,
  decodeCart,
  itemFor,
  type LineId,
  setQuantity,
} from '#/features/shop/cart.ts';

/**
 * The cart, kept in localStorage under `cartData` and in step across tabs. The header of every
 * page reads it, so this module stays small: pricing against the catalogue lives in
 * priced-cart.ts, which only the shop's islands load.
 */
export const $cart = persistentAtom<CartItem[]>('cartData', [], {
  encode: JSON.stringify,
  decode: decodeCart,
  listen: true,
});

export const $cartCount = computed($cart, cartCount);

/**
 * Writes the cart. False when the browser refused to store it (storage full or blocked): the
 * person is told the item was not added rather than finding an empty cart later.
 */
export function setCart(items: CartItem[]): boolean {
  try {
    $cart.set(items);
    return true;
  } catch (error) {
    console.error('[cart] saving the cart failed:', error);
    return false;
  }
}

export function addToCart(
  product: PublicProduct,
  variant: PublicVariant,
  quantity: number,
): boolean {
  return setCart(addItem($cart.get(), itemFor(product, variant, quantity)));
}

/** Sets a line's quantity; 0 removes it. */
export function updateQuantity(line: LineId, quantity: number): boolean {
  return setCart(setQuantity($cart.get(), line, quantity));
}

export function removeFromCart(line: LineId): boolean {
  return updateQuantity(line, 0);
}

export function clearCart(): void {
  setCart([]);
}

/**
 * The order this cart was sent to pay for. The order page empties the cart for that order
 * only, so opening an old invoice from Purchased Items never throws away a new cart.
 */
const CHECKOUT_KEY = 'psyCheckoutOrder';

export function rememberCheckout(reference: string): void {
  try {
    localStorage.setItem(CHECKOUT_KEY, reference);
  } catch (error) {
    console.error('[cart] remembering the order failed:', error);
  }
}

/** Empties the cart when `reference` is the order it was sent to pay for. */
export function settleCheckout(reference: string): void {
  try {
    if (localStorage.getItem(CHECKOUT_KEY) !== reference) return;
    localStorage.removeItem(CHECKOUT_KEY);
  } catch {
    return;
  }
  clearCart();
}

/** The payment was cancelled: the cart stays, and no order waits to empty it. */
export function forgetCheckout(reference: string): void {
  try {
    if (localStorage.getItem(CHECKOUT_KEY) === reference) localStorage.removeItem(CHECKOUT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
