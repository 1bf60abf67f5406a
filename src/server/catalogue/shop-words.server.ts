import { parseContent } from '#/content/schemas.ts';
import { PURCHASES_WORDS_EN, type PurchasesWords } from '#/features/orders/purchases-words.ts';
import { CATALOGUE_WORDS_EN, type CatalogueWords } from '#/features/shop/catalogue-words.ts';
import { SHOP_PAGE_WORDS_EN, type ShopWords, wordsFor } from '#/features/shop/words.ts';
import { shopWordsSchema } from '#/features/shop/words-schema.ts';
import type { Locale } from '#/lib/i18n.ts';
import hi from '../../../content/i18n/shop/hi.json' with { type: 'json' };
import mr from '../../../content/i18n/shop/mr.json' with { type: 'json' };

/**
 * The shop's words in Hindi and Marathi for the shop-pages function (issue #34), from
 * content/i18n/shop/. The functions are bundled without Astro, so, as the e-mails' words
 * (src/server/mail/words.ts), the files are imported and checked against their schema when the
 * module loads. English has no entry: the English pages are rendered without words, as before.
 */
const TRANSLATIONS: Record<Exclude<Locale, 'en'>, ShopWords> = {
  hi: parseContent('content/i18n/shop/hi.json', shopWordsSchema, hi),
  mr: parseContent('content/i18n/shop/mr.json', shopWordsSchema, mr),
};

export interface ShopLanguage {
  locale: Exclude<Locale, 'en'>;
  /** What the views and the parts that hydrate say. */
  words: CatalogueWords;
  /** The page's own title and description where the product gives none. */
  page: Record<keyof typeof SHOP_PAGE_WORDS_EN, string>;
}

/** A Hindi or Marathi shop page's words; undefined for English. */
export function shopLanguage(locale: Locale): ShopLanguage | undefined {
  if (locale === 'en') return undefined;
  const words = TRANSLATIONS[locale];
  return {
    locale,
    words: wordsFor(CATALOGUE_WORDS_EN, words),
    page: wordsFor(SHOP_PAGE_WORDS_EN, words),
  };
}

/** The purchased items page's words in Hindi or Marathi; undefined for English. */
export function purchasesWords(locale: Locale): PurchasesWords | undefined {
  return locale === 'en' ? undefined : wordsFor(PURCHASES_WORDS_EN, TRANSLATIONS[locale]);
}
