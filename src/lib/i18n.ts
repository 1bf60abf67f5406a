/**
 * The site's languages (issue #34): English at today's addresses, Hindi under /hi/ and Marathi
 * under /mr/. Shared by the pages, the build checks and the browser's language switch; imports
 * nothing, so it adds only what a caller uses.
 */

export const LOCALES = ['en', 'hi', 'mr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The languages that live under a prefix of their own. */
export const TRANSLATED_LOCALES = ['hi', 'mr'] as const satisfies readonly Locale[];

/** The `<html lang>` (and hreflang, and Intl) tag of each language: all three as spoken in India. */
export const LANG_TAG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/** Each language's name in its own script, as the language switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a public path: its first segment when that is hi or mr, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return first === 'hi' || first === 'mr' ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix: /mr/book → /book, /hi → /. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in another language: /book → /mr/book, /mr/book → /hi/book, /mr → /. */
export function localizedPath(locale: Locale, pathname: string): string {
  const base = unlocalizedPath(pathname);
  if (locale === DEFAULT_LOCALE) return base;
  return base === '/' ? `/${locale}` : `/${locale}${base}`;
}

/**
 * Numbers in the language's own way, with Indian grouping (1,00,000) in every language. Grouping
 * is 'always': Marathi's locale data groups only from five digits on (१२०,००० for 1,20,000).
 */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(LANG_TAG[locale], { useGrouping: 'always' }).format(value);
}

/**
 * Rupees from integer paise, in the language's own way, with Indian grouping (₹1,20,000). The
 * sign and the number are put together here: Marathi's currency pattern in the locale data groups
 * in thousands (₹१२०,०००), its plain numbers in the Indian way (₹१,२०,०००).
 */
export function formatRupees(locale: Locale, paise: number): string {
  const fraction = paise % 100 === 0 ? 0 : 2;
  const amount = new Intl.NumberFormat(LANG_TAG[locale], {
    useGrouping: 'always',
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(Math.abs(paise) / 100);
  return `${paise < 0 ? '-' : ''}₹${amount}`;
}

/** A calendar day in the language's words, in India's time: 26 नवंबर 2026. */
export function formatDate(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(LANG_TAG[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** Fills {name} placeholders in a dictionary text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Devanagari letters (U+0900–U+097F) and Latin letters in a text, for the script check. */
export function scriptShare(text: string): { devanagari: number; latin: number } {
  let devanagari = 0;
  let latin = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x0900 && code <= 0x097f) devanagari++;
    else if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin++;
  }
  return { devanagari, latin };
}

/**
 * Whether a page has Hindi and Marathi addresses. Staff screens, the video session room and the
 * development pages are English only and carry no alternates or language switch. The shop, its
 * products and the purchased items, served by functions, have their /hi/ and /mr/ addresses
 * (netlify/functions/shop-pages.mts, purchases-page.mts).
 */
export function hasTranslations(pathname: string): boolean {
  return !/^\/(admin|clinician|session|shell|brochure|_dev|newsletter)(\/|$)/.test(
    unlocalizedPath(pathname),
  );
}

/**
 * The page's language in the browser, from `<html lang>` (en-IN, hi-IN, mr-IN): sent with the
 * requests that lead to e-mails (a login code, a booking, a checkout) so they are written in it.
 */
export function pageLocale(): Locale {
  const tag = globalThis.document?.documentElement?.lang ?? '';
  return LOCALES.find((locale) => LANG_TAG[locale] === tag || locale === tag) ?? DEFAULT_LOCALE;
}

/**
 * The page's language as a request field: `{ locale: 'mr' }` on a Hindi or Marathi page, nothing
 * on an English one (the functions take a missing language as English), so English requests
 * stay as they were.
 */
export function pageLocaleField(): { locale?: Locale } {
  const locale = pageLocale();
  return locale === DEFAULT_LOCALE ? {} : { locale };
}
