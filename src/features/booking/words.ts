import { BOOK_VIEW_EN } from './words-book.ts';
import { SESSIONS_VIEW_EN } from './words-sessions.ts';

/**
 * Every interface text of /book, /book/clinician and /user/sessions and their islands (issue
 * #34), English here. The Hindi and Marathi pages read theirs from
 * content/i18n/booking/<language>.json, checked against `bookingWordsSchema` (words-schema.ts).
 * The English pages pass no words: the islands fall back on these, so the pages' first HTML fits
 * in one round trip on a slow connection (docs/decisions.md, "The largest paint on a phone"); a
 * Hindi or Marathi page hands its own language's words to the island as a prop, as the shop's
 * pages do. `{name}` marks a value filled in; keep it. Each island carries only the words it
 * shows: BookingView those of words-book.ts, My sessions those of words-sessions.ts, both those of
 * words-shared.ts; the pages' titles stay here, read at build time only.
 *
 * Messages the server sends (a time just taken, a hold lapsed, a refusal) and the stores' own are
 * said by their code in content/i18n/messages/<language>.json (src/lib/messages.ts), handed to the
 * islands as their `messages` prop on the Hindi and Marathi pages (docs/decisions.md).
 */
/** The pages' own words (titles, descriptions, the introduction), read when the pages are built. */
const BOOKING_PAGES_EN = {
  'book.title': 'Book a Session',
  'book.description':
    'Choose a service, a way of meeting and a language, and book one of the next free times with a Psycortex clinician.',
  'book.intro':
    'Choose what you would like help with and how you would like to meet, then pick one of the free times in the next two weeks. Times are in India time (IST). A time you choose is held for you for 10 minutes while you sign in and confirm.',
  'clinician.title': 'Clinician',
  'clinician.description': "A Psycortex clinician's profile and their next free times.",
  'clinician.heading': 'Clinician profile',
  'clinician.notFoundTitle': 'Clinician not found',
  'clinician.notFound':
    'We could not find this clinician. They may no longer offer sessions with us, or the link may be incomplete.',
  'clinician.seeAll': 'See every clinician and their free times',
  'clinician.unavailable':
    'We could not load this profile just now. Please try again in a moment; the free times below may still load.',
  'sessions.title': 'My Sessions',
  'sessions.description': 'Your booked Psycortex sessions and session credits.',
} as const;

/** Every word of the three pages and their islands: what a translation must give. */
export const BOOKING_EN = { ...BOOKING_PAGES_EN, ...BOOK_VIEW_EN, ...SESSIONS_VIEW_EN };

export type BookingKey = keyof typeof BOOKING_EN;
export type BookingWords = Record<BookingKey, string>;
