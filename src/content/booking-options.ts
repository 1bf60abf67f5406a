import { getCollection } from 'astro:content';
import { BOOKABLE_SECTIONS } from '#/features/booking/booking-choices.ts';
import { bookingPlaces } from '#/features/booking/booking-places.ts';
import { branches, company } from './data.ts';

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
