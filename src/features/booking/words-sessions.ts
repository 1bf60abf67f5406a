import { SHARED_WORDS_EN } from './words-shared.ts';

/** The English words only My sessions' island shows (words.ts). */
const SESSIONS_ONLY_EN = {
  'status.held': 'Held for you',
  'status.confirmed': 'Confirmed',
  'status.attended': 'Attended',
  'status.no_show': 'Missed',
  'status.cancelled': 'Cancelled',
  'status.expired': 'Hold lapsed',
  'my.loading': 'Loading your sessions…',
  'my.upcoming': 'Upcoming sessions',
  'my.noneBooked': 'You have no sessions booked. {link}.',
  'my.bookLink': 'Book a session',
  'my.credits': 'Session credits',
  'my.noCredits': 'No session credits yet. Packages you buy in the {shop} become credits here.',
  'my.shop': 'shop',
  'my.creditLine': '{product}: {remaining} of {granted} left, valid until {date}',
  'my.past': 'Past and cancelled sessions',
  'my.placeAt': 'at our {name}',
  'my.with': 'with {name}',
  'my.join': 'Join the video session',
  'my.joinLater': 'The join link appears here 10 minutes before the start.',
  'my.callYou': 'Your clinician will call you at the time. Their contact: {contact}.',
  'my.writeYou': 'Your clinician will write to you at the time. Their contact: {contact}.',
  'my.calendar': 'Add to calendar (.ics)',
  'my.reschedule': 'Reschedule',
  'my.cancel': 'Cancel',
  'my.cancelYes': 'Yes, cancel this session',
  'my.keep': 'Keep it',
  'my.creditBack': 'Cancelling now returns your session credit.',
  'my.noCreditBack':
    'This session starts in less than 24 hours: cancelling now does not return the session credit. Please call us if something has come up.',
  'my.cancelSeriesOne': 'Cancel this and the {n} after it',
  'my.cancelSeriesQuestionOne':
    'This cancels this session and the {n} later one of the series. {notice}',
  'my.cancelSeriesQuestionMany':
    'This cancels this session and the {n} later ones of the series. {notice}',
  'my.cancelThem': 'Yes, cancel them',
  'my.keepThem': 'Keep them',
  'move.legend': 'Move to',
  'move.none': 'No other free times in the next two weeks.',
  'move.keep': 'Keep the current time',
  'shared.heading': 'Answers shared with your clinician',
  'shared.for': 'For',
  'shared.troubling': 'What is troubling',
  'shared.stop': 'Stop sharing',
  'shared.question':
    'Your clinician will no longer see these answers, and they are deleted from this booking.',
  'shared.stopYes': 'Yes, stop sharing',
  'shared.keep': 'Keep sharing',
  'link.cancelHeading': 'Cancel your session?',
  'link.cancelText':
    "With at least 24 hours' notice your session credit comes back; later it does not. Please call us if something has come up.",
  'link.cancelYes': 'Yes, cancel my session',
  'link.loading': 'Finding your session and the free times…',
  'link.moveHeading': 'Move your session',
  'link.moveText':
    'Your session with {name} is on {when}. Choose a new time below; your session credit stays with the session.',
  'link.moveNone':
    'No other free times in the next two weeks. Please call us and we will find one with you.',
  'link.bookAnother': 'Book another time',
  'due.heading': 'Your progress',
  'due.fill': 'Fill in before your session',
  'due.text':
    'A few questions ({measures}) before your session with {name} on {when}. It takes about five minutes.',
  'due.and': ' and ',
  'due.answer': 'Answer the questions',
  'due.for': 'for {when}',
  'due.progress': 'See your progress over time',
} as const;

/** MySessionsView's English words: its own and those it shares with the booking page. */
export const SESSIONS_VIEW_EN = { ...SHARED_WORDS_EN, ...SESSIONS_ONLY_EN };
export type SessionsViewKey = keyof typeof SESSIONS_VIEW_EN;
export type SessionsViewWords = Record<SessionsViewKey, string>;
