import type { ClinicianCard } from '#/api/booking-slots.ts';
import type { SessionMode } from '#/features/booking/booking-rules.ts';
import { bookHref, type MatchAnswers } from './suggest.ts';

/**
 * The clinicians a questionnaire result suggests: those who speak the chosen language and meet
 * in the chosen way ("No preference" matches everyone), the ones offering the first suggested
 * service first. The list is read unfiltered from the public clinician data and filtered here,
 * so the person's choices never leave the browser.
 */

/** A few names help someone choose; the booking page lists everyone. */
export const MAX_CLINICIANS = 3;

export function matchingClinicians(
  clinicians: readonly ClinicianCard[],
  preferences: Pick<MatchAnswers, 'language' | 'mode'>,
  serviceSlug?: string,
): ClinicianCard[] {
  const speaks = (c: ClinicianCard) =>
    preferences.language === 'any' ||
    c.languages.some((l) => l.toLowerCase() === preferences.language);
  const meets = (c: ClinicianCard) =>
    preferences.mode === 'any' || c.modes.includes(preferences.mode as SessionMode);
  const offers = (c: ClinicianCard) => (serviceSlug && c.services.includes(serviceSlug) ? 0 : 1);
  return clinicians
    .filter((c) => speaks(c) && meets(c))
    .map((c, i) => ({ c, i }))
    .sort((a, b) => offers(a.c) - offers(b.c) || a.i - b.i)
    .map(({ c }) => c)
    .slice(0, MAX_CLINICIANS);
}

/** /book with the person's choices and this clinician, as the clinician's own page links. */
export function clinicianBookHref(
  clinician: Pick<ClinicianCard, 'slug'>,
  serviceId: string | undefined,
  preferences: Pick<MatchAnswers, 'language' | 'mode'>,
): string {
  const href = bookHref(serviceId, preferences);
  return `${href}${href.includes('?') ? '&' : '?'}clinician=${encodeURIComponent(clinician.slug)}`;
}
