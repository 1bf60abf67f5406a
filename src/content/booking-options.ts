import { getCollection } from 'astro:content';
import { BOOKABLE_SECTIONS, branchSlug } from '#/lib/booking-choices.ts';
import { branches } from './data.ts';

/** The choices the booking forms offer (the booking page, the admin's Calendar and Clinicians). */

/** The services one can book a session for, by slug, in alphabetical order. */
export async function bookableServices(): Promise<{ value: string; label: string }[]> {
  return (await getCollection('services'))
    .filter((entry) => (BOOKABLE_SECTIONS as readonly string[]).includes(entry.id.split('/')[0]!))
    .map((entry) => ({ value: entry.id.split('/')[1]!, label: entry.data.title }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The branches, by the slug weekly hours name them, in alphabetical order. */
export function branchChoices(): { value: string; label: string }[] {
  return branches
    .map((b) => ({ value: branchSlug(b.city), label: b.city }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
