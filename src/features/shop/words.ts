import { CHECKOUT_WORDS_EN } from '#/features/checkout/words.ts';
import { ORDER_WORDS_EN } from '#/features/orders/words.ts';
import { CART_WORDS_EN } from './cart-words.ts';

/**
 * The cart's, checkout's and order page's texts (issue #34). Each island's English is its own
 * object (CART_WORDS_EN, CHECKOUT_WORDS_EN, ORDER_WORDS_EN), as the pages said it before, and
 * the island falls back to it when the page passes no words: the English pages pass nothing and
 * are unchanged. The Hindi and Marathi texts of all three are one file per language,
 * content/i18n/shop/<language>.json, checked against `shopWordsSchema` (words-schema.ts); each
 * page hands its island only its own keys (`wordsFor`). `{name}` marks a value filled in; keep
 * it. Product and option names come from the catalogue and stay as the shop wrote them.
 *
 * Only the pages (at build time) import this file: the islands import their own English.
 */
export const SHOP_WORDS_EN = { ...CART_WORDS_EN, ...CHECKOUT_WORDS_EN, ...ORDER_WORDS_EN };

export type ShopWordKey = keyof typeof SHOP_WORDS_EN;
export type ShopWords = Record<ShopWordKey, string>;

/** The keys of one island's words, taken from a whole translation. */
export function wordsFor<T extends Record<string, string>>(english: T, words: ShopWords): T {
  return Object.fromEntries(
    Object.keys(english).map((key) => [key, words[key as ShopWordKey]]),
  ) as T;
}
