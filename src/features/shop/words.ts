import { CHECKOUT_WORDS_EN } from '#/features/checkout/words.ts';
import { PURCHASES_WORDS_EN } from '#/features/orders/purchases-words.ts';
import { ORDER_WORDS_EN } from '#/features/orders/words.ts';
import { CART_WORDS_EN } from './cart-words.ts';
import { CATALOGUE_WORDS_EN } from './catalogue-words.ts';

/** The words of the shop's page shells only (src/pages/shell/…): the English shells keep theirs. */
export const SHOP_PAGE_WORDS_EN = {
  'shop.title': 'Shop',
  'shop.description':
    'Counselling session packages from Psycortex: single sessions, individual counselling over several months, and group sessions, online or at a branch near you.',
  'shop.intro':
    'Choose a counselling package that suits you. Every session is confidential and lasts 50 to 60 minutes, online or at one of our branches.',
  'product.description': 'A counselling session package from the Psycortex shop.',
} as const;

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
export const SHOP_WORDS_EN = {
  ...CATALOGUE_WORDS_EN,
  ...CART_WORDS_EN,
  ...CHECKOUT_WORDS_EN,
  ...ORDER_WORDS_EN,
  ...PURCHASES_WORDS_EN,
  ...SHOP_PAGE_WORDS_EN,
};

export type ShopWordKey = keyof typeof SHOP_WORDS_EN;
export type ShopWords = Record<ShopWordKey, string>;

/** The keys of one island's words, taken from a whole translation. */
export function wordsFor<K extends ShopWordKey>(
  english: Record<K, string>,
  words: ShopWords,
): Record<K, string> {
  return Object.fromEntries(Object.keys(english).map((key) => [key, words[key as K]])) as Record<
    K,
    string
  >;
}
