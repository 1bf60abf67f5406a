/** The languages sessions are offered in, as the booking page lists them. */
export const SESSION_LANGUAGES = [
  'English',
  'Hindi',
  'Marathi',
  'Gujarati',
  'Bengali',
  'Tamil',
  'Telugu',
  'Kannada',
] as const;

/** Service sections whose pages describe sessions one can book (not the "unique features"). */
export const BOOKABLE_SECTIONS = [
  'counsellingservices',
  'psychotherapyapproaches',
  'careerandskillsdevelopment',
  'assessmentandtesting',
] as const;

/** A branch's slug, as weekly hours and the booking page name it: "Navi Mumbai" → "navi-mumbai". */
export function branchSlug(city: string): string {
  return city
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
