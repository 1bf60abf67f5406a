import { branchSlug } from './booking-choices.ts';

/** Where an in-person session is held: the head office or a branch, by name and address. */
export interface BookingPlace {
  /** As weekly hours and bookings name it: "pune", "navi-mumbai", "nagpur". */
  slug: string;
  /** "Pune branch", "Nagpur head office": what a person reads ("at our Pune branch"). */
  name: string;
  address: string;
}

/**
 * Every place an in-person session can be held: the head office in Nagpur first (it sees clients
 * too, and is not one of the 37 branches), then the branches in alphabetical order. Built from
 * content/company.json and content/branches.json, so that the booking page, the admin's forms,
 * My sessions, the e-mails and the calendar invitation name a place the same way.
 */
export function bookingPlaces(
  headOffice: { city: string; address: string },
  branches: readonly { city: string; address: string }[],
): BookingPlace[] {
  return [
    {
      slug: branchSlug(headOffice.city),
      name: `${headOffice.city} head office`,
      address: headOffice.address,
    },
    ...[...branches]
      .sort((a, b) => a.city.localeCompare(b.city))
      .map((b) => ({ slug: branchSlug(b.city), name: `${b.city} branch`, address: b.address })),
  ];
}

/** A place's name, or the slug itself for a place no longer in the content. */
export function placeName(places: readonly BookingPlace[], slug: string): string {
  return places.find((p) => p.slug === slug)?.name ?? slug;
}
