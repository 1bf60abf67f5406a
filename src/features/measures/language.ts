import { count, fill } from '#/features/booking/session-time.ts';
import type { Locale } from '#/lib/i18n.ts';
import type { ChartWords } from './words.ts';

/*
 * The measures pages' numbers, dates and changes in the page's language, as My sessions writes
 * them (src/features/booking/session-time.ts): Intl with the same tags, Marathi in Devanagari
 * digits, without importing src/lib/i18n.ts into the islands.
 */

const TAG = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' } as const;

/** "down 6 points", "up 1 point", "no change" in the page's words and digits. */
export function changeIn(
  words: Pick<ChartWords, 'change.none' | 'change.downOne' | 'change.downMany' | 'change.upOne' | 'change.upMany'>,
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

export { count, fill };
