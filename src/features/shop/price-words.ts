import { fill, formatNumber, formatRupees, type Locale } from '#/lib/i18n.ts';
import { formatPrice } from '#/lib/money.ts';
import { labelIsSessions, optionText } from './format.ts';

/** A price as the page's language writes it: "Rs 1,499" in English (as before), ₹१,४९९ in Marathi. */
export function priceText(locale: Locale, paise: number): string {
  return locale === 'en' ? formatPrice(paise) : formatRupees(locale, paise);
}

/** A count in the page's digits: 12, १२. */
export function countText(locale: Locale, value: number): string {
  return locale === 'en' ? String(value) : formatNumber(locale, value);
}

type SessionWords = Record<'sessions.one' | 'sessions.other', string>;

/** "12 सेशन्स": a number of sessions in the page's language (not for English: sessionsText). */
export function sessionsCount(words: SessionWords, locale: Locale, sessions: number): string {
  return fill(words[sessions === 1 ? 'sessions.one' : 'sessions.other'], {
    n: countText(locale, sessions),
  });
}

/**
 * An option with its sessions in the page's language ("3 months · 12 sessions", "3 months · १२
 * सेशन्स"); an option named by its sessions alone ("1 session") is not said twice. English is
 * optionText's, as before.
 */
export function optionWords(
  words: SessionWords,
  locale: Locale,
  label: string,
  sessions: number,
): string {
  if (locale === 'en') return optionText(label, sessions);
  const count = sessionsCount(words, locale, sessions);
  return labelIsSessions(label, sessions) ? count : `${label} · ${count}`;
}
