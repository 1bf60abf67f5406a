import type { Locale } from '#/lib/i18n.ts';
import type { ChartWords } from './words.ts';

/*
 * The measures pages' numbers, dates and changes in the page's language, as My sessions writes
 * them (src/features/booking/session-time.ts): Intl with the same tags and options, Marathi in
 * Devanagari digits. Its few lines are repeated here rather than imported: importing it would
 * split it into a chunk of its own, shared with My sessions, that the English measures pages and
 * My sessions would each load (measured: 1.3 KB gzip more on My progress, 112 bytes more on My
 * sessions); src/lib/i18n.ts is kept out of the islands for the same reason.
 */

export const TAG = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' } as const;

/** Fills {name} placeholders in the page's words (src/lib/i18n.ts's fill). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** A count in the page's digits (3; ३ in Marathi), as session-time.ts's count. */
export function count(locale: Locale, value: number): string {
  return locale === 'en'
    ? String(value)
    : new Intl.NumberFormat(TAG[locale], { useGrouping: 'always' }).format(value);
}

/** `lang` of an English text on a Hindi or Marathi page; nothing on an English one. */
export function english(locale: Locale): string | undefined {
  return locale === 'en' ? undefined : 'en-IN';
}

/** A path of the site in the page's language: /user/sessions, /mr/user/sessions. */
export function pagePath(locale: Locale, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

/** "down 6 points", "up 1 point", "no change" in the page's words and digits. */
export function changeIn(
  words: Pick<
    ChartWords,
    'change.none' | 'change.downOne' | 'change.downMany' | 'change.upOne' | 'change.upMany'
  >,
  locale: Locale,
  change: number,
): string {
  if (change === 0) return words['change.none'];
  const size = Math.abs(change);
  const key =
    change < 0
      ? size === 1
        ? 'change.downOne'
        : 'change.downMany'
      : size === 1
        ? 'change.upOne'
        : 'change.upMany';
  return fill(words[key], { n: count(locale, size) });
}

/** A measure's day, India's calendar: "26 Nov"; "२६ नोव्हें" in Marathi. */
export function measureDay(locale: Locale, iso: string): string {
  return new Date(iso).toLocaleDateString(TAG[locale], {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });
}
