import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { type CartItem, cartCount, decodeCart } from '../lib/cart.ts';

/** The cart, kept in localStorage under `cartData` and in step across tabs. */
export const $cart = persistentAtom<CartItem[]>('cartData', [], {
  encode: JSON.stringify,
  decode: decodeCart,
  listen: true,
});

export const $cartCount = computed($cart, cartCount);
