import { companySchema, parseContent } from '#/content/schemas.ts';
import { type BookingPlace, bookingPlaces } from '#/features/booking/booking-places.ts';
import branchesJson from '../../../content/branches.json' with { type: 'json' };
import companyJson from '../../../content/company.json' with { type: 'json' };

/**
 * The places of in-person sessions, for the functions (bundled without Astro, so read from the
 * content files directly; the build has checked them against their schemas).
 */
const company = parseContent('content/company.json', companySchema, companyJson);
const places = bookingPlaces(company.corporateOffice, branchesJson);

/** A place by its slug, or a stand-in naming the slug for a place no longer in the content. */
export function placeOf(slug: string): BookingPlace {
  return places.find((p) => p.slug === slug) ?? { slug, name: slug, address: '' };
}
