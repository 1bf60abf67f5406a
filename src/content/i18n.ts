import { getEntry } from 'astro:content';
import { LOGIN_EN, type LoginWords } from '#/features/account/login-words.ts';
import { BOOKING_EN, type BookingWords } from '#/features/booking/words.ts';
import { GET_MATCHED_EN, type GetMatchedWords } from '#/features/get-matched/matching/words.ts';
import { MEASURES_EN, type MeasuresWords } from '#/features/measures/words.ts';
import { SHOP_WORDS_EN, type ShopWords } from '#/features/shop/words.ts';
import { fill, type Locale } from '#/lib/i18n.ts';
import type { MessageWords } from '#/lib/messages.ts';
import type { HomeTranslation, PagesTranslation, UiDictionary, UiKey } from './i18n-schema.ts';

type DictionaryCollection =
  | 'ui'
  | 'homeTranslations'
  | 'pageTranslations'
  | 'getMatchedTranslations'
  | 'bookingTranslations'
  | 'loginTranslations'
  | 'shopTranslations'
  | 'measuresTranslations'
  | 'messageTranslations';

/** One language's file of a dictionary (content/i18n/<folder>/); a missing one stops the build. */
async function fileOf(collection: DictionaryCollection, folder: string, locale: Locale) {
  const entry = await getEntry(collection, locale);
  if (!entry) throw new Error(`content/i18n/${folder}/${locale}.json is missing`);
  return entry.data;
}

/**
 * The interface texts of one language, read at build time from its own file only
 * (content/i18n/ui/<language>.json): a page carries the words of its language, none of them
 * reaches the browser as a dictionary.
 */
export async function dictionary(locale: Locale): Promise<UiDictionary> {
  return (await fileOf('ui', 'ui', locale)) as UiDictionary;
}

/** A translator: t('nav.book', { more: '…' }). */
export async function translator(locale: Locale) {
  const words = await dictionary(locale);
  return (key: UiKey, values?: Record<string, string | number>) =>
    values ? fill(words[key], values) : words[key];
}

/** The home page's texts in Hindi or Marathi (content/i18n/home/<language>.json). */
export async function homeTranslation(locale: Exclude<Locale, 'en'>): Promise<HomeTranslation> {
  return (await fileOf('homeTranslations', 'home', locale)) as HomeTranslation;
}

/** /get-matched's words in a language: English from the code, Hindi and Marathi from content/. */
export async function getMatchedWords(locale: Locale): Promise<GetMatchedWords> {
  if (locale === 'en') return GET_MATCHED_EN;
  return (await fileOf('getMatchedTranslations', 'get-matched', locale)) as GetMatchedWords;
}

/** The words around the pages translated page by page (content/i18n/pages/<language>.json). */
export async function pagesTranslation(locale: Exclude<Locale, 'en'>): Promise<PagesTranslation> {
  return (await fileOf('pageTranslations', 'pages', locale)) as PagesTranslation;
}

/** /book, /book/clinician and My sessions in a language: English from the code, else content/. */
export async function bookingWords(locale: Locale): Promise<BookingWords> {
  if (locale === 'en') return BOOKING_EN;
  return (await fileOf('bookingTranslations', 'booking', locale)) as BookingWords;
}

/** /user/login's words in a language: English from the code, else content/i18n/login/. */
export async function loginWords(locale: Locale): Promise<LoginWords> {
  if (locale === 'en') return LOGIN_EN;
  return (await fileOf('loginTranslations', 'login', locale)) as LoginWords;
}

/** The cart's, checkout's and order page's words: English from the code, Hindi and Marathi from content/. */
export async function shopWords(locale: Locale): Promise<ShopWords> {
  if (locale === 'en') return SHOP_WORDS_EN;
  return (await fileOf('shopTranslations', 'shop', locale)) as ShopWords;
}

/** /user/measures' and /user/progress' words: English from the code, Hindi and Marathi from content/. */
export async function measuresWords(locale: Locale): Promise<MeasuresWords> {
  if (locale === 'en') return MEASURES_EN;
  return (await fileOf('measuresTranslations', 'measures', locale)) as MeasuresWords;
}

/**
 * The server's and the stores' messages in a language (content/i18n/messages/<language>.json),
 * for the islands to show by their code; none on English pages, which show the English message
 * the server sends (src/lib/messages.ts).
 */
export async function messageWords(locale: Locale): Promise<MessageWords | undefined> {
  if (locale === 'en') return undefined;
  return (await fileOf('messageTranslations', 'messages', locale)) as MessageWords;
}
