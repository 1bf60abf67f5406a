import { parseContent } from '#/content/schemas.ts';
import { BOOKING_EN, type BookingWords } from '#/features/booking/words.ts';
import { bookingWordsSchema } from '#/features/booking/words-schema.ts';
import type { Locale } from '#/lib/i18n.ts';
import hi from '../../../content/i18n/booking/hi.json' with { type: 'json' };
import mr from '../../../content/i18n/booking/mr.json' with { type: 'json' };

/**
 * The booking pages' words for the functions that render them (the clinician's profile page):
 * English from the code, Hindi and Marathi from content/i18n/booking/, checked against their
 * schema when the module loads, as the shop's words are (shop-words.server.ts).
 */
const TRANSLATIONS: Record<Exclude<Locale, 'en'>, BookingWords> = {
  hi: parseContent('content/i18n/booking/hi.json', bookingWordsSchema, hi),
  mr: parseContent('content/i18n/booking/mr.json', bookingWordsSchema, mr),
};

export function bookingPageWords(locale: Locale): BookingWords {
  return locale === 'en' ? BOOKING_EN : TRANSLATIONS[locale];
}
