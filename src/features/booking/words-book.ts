import { SHARED_WORDS_EN } from './words-shared.ts';

/** The English words only /book's and the clinician page's island shows (words.ts). */
const BOOK_ONLY_EN = {
  'language.English': 'English',
  'language.Hindi': 'Hindi',
  'language.Marathi': 'Marathi',
  'language.Gujarati': 'Gujarati',
  'language.Bengali': 'Bengali',
  'language.Tamil': 'Tamil',
  'language.Telugu': 'Telugu',
  'language.Kannada': 'Kannada',
  'filters.label': 'What kind of session',
  'filters.service': 'Service',
  'filters.anyService': 'Any service',
  'filters.how': 'How',
  'filters.anyWay': 'Any way',
  'filters.language': 'Language',
  'filters.anyLanguage': 'Any language',
  'filters.branch': 'Branch',
  'filters.anyBranch': 'Any branch',
  'profile.demo': 'demonstration profile, not a real person',
  'profile.qualifications': 'Qualifications',
  'profile.registration': 'Registration',
  'profile.languages': 'Languages',
  'profile.sessions': 'Sessions',
  'profile.minutes': '{n} minutes',
  'answers.heading': 'Your answers to our questions',
  'answers.text':
    'You chose to save your answers with your booking. When you choose a time, they will be shared with your clinician, so they can read them before your first session. You can stop sharing them at any time on My sessions.',
  'answers.share': 'Share my answers with my clinician',
  'hold.another': 'Choose another time',
  'hold.heading': 'We are holding {when} for you',
  'hold.session': '{mode} session',
  'hold.kept': '. The time is kept for you until {time} IST (10 minutes).',
  'hold.shared':
    'Your answers are saved with this session for your clinician. You can stop sharing them on {link}.',
  'hold.sharedLink': 'My sessions',
  'hold.confirm': 'Confirm with a session credit ({n} left)',
  'hold.noCredits':
    'You have no session credits. Pay for this session at the checkout within the 10 minutes and it is confirmed when the payment goes through.',
  'hold.pay': 'Pay for this session',
  'hold.confirming': 'Confirming…',
  'waiting.joined':
    'You are number {n} on the waiting list. When a time comes free, we hold it for the first person waiting for two hours and e-mail them a link to book it.',
  'waiting.join': 'Tell me when a time comes free',
  'series.legend': 'Book the same time again?',
  'series.often': 'How often',
  'series.once': 'Just this once',
  'series.week': 'Every week',
  'series.fortnight': 'Every fortnight',
  'series.count': 'Sessions in all',
  'series.checking': 'Checking the times…',
  'series.check': 'Check these times',
  'series.held': 'held for you',
  'series.notFree': 'not free, left out',
  'series.free': 'free',
  'series.noCredit': 'free, but no session credit left for it',
  'series.summaryOne': '{bookable} of {total} can be booked with your {credits} session credit.',
  'series.summaryMany': '{bookable} of {total} can be booked with your {credits} session credits.',
  'series.bookOne': 'Book {n} session',
  'series.bookMany': 'Book {n} sessions',
} as const;

/** BookingView's English words: its own and those it shares with My sessions. */
export const BOOK_VIEW_EN = { ...SHARED_WORDS_EN, ...BOOK_ONLY_EN };
export type BookViewKey = keyof typeof BOOK_VIEW_EN;
export type BookViewWords = Record<BookViewKey, string>;
