import { getCollection } from 'astro:content';
import { BOOKABLE_SECTIONS, SESSION_LANGUAGES } from '#/features/booking/booking-choices.ts';
import { bookingPlaces } from '#/features/booking/booking-places.ts';
import type { BookingWords } from '#/features/booking/words.ts';
import type { Locale } from '#/lib/i18n.ts';
import { branches, company } from './data.ts';
import { messageWords } from './i18n.ts';

/** The choices the booking forms offer (the booking page, the admin's Calendar and Clinicians). */

/** The services one can book a session for, by slug, in alphabetical order. */
export async function bookableServices(): Promise<{ value: string; label: string }[]> {
  return (await getCollection('services'))
    .filter((entry) => (BOOKABLE_SECTIONS as readonly string[]).includes(entry.id.split('/')[0]!))
    .map((entry) => ({ value: entry.id.split('/')[1]!, label: entry.data.title }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The places of in-person sessions, by the slug weekly hours name them: the Nagpur head office,
 * then the branches in alphabetical order, each labelled by its name ("Pune branch").
 */
export function branchChoices(): { value: string; label: string }[] {
  return bookingPlaces(company.corporateOffice, branches).map((p) => ({
    value: p.slug,
    label: p.name,
  }));
}

/**
 * What the booking island (BookingView) is given on /book and on a clinician's profile page, in
 * one language: the choices, and the words and messages of a Hindi or Marathi page. The English
 * island falls back on its own words, so the page's first HTML stays one round trip.
 */
export async function bookingViewProps(locale: Locale, words: BookingWords) {
  return {
    services: await bookableServices(),
    languages: [...SESSION_LANGUAGES],
    branches: branchChoices(),
    words: locale === 'en' ? undefined : words,
    messages: await messageWords(locale),
    locale,
  };
}
