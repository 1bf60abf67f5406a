/**
 * The English words both booking islands show (a session's time and way of meeting, the booked
 * confirmation, the free times' states). words.ts says how the words are kept; BookingView's own
 * are in words-book.ts, My sessions' in words-sessions.ts, so that each island carries its own.
 */
export const SHARED_WORDS_EN = {
  'time.when': '{day}, {time} IST',
  'mode.in-person': 'In person',
  'mode.video': 'Video',
  'mode.phone': 'Phone',
  'mode.chat': 'Chat',
  'done.one': 'Your session is booked',
  'done.many': 'Your sessions are booked',
  'done.seriesIntro': '{mode} sessions, each e-mailed to you with its calendar invitation:',
  'done.notBooked': 'Not booked: {list}.',
  'done.taken': 'not free',
  'done.noCredit': 'no session credit left',
  'done.single': '{mode} session on {when}. We have e-mailed you the details.',
  'done.see': 'See my sessions',
  'slots.retry': 'Try again',
  'slots.loading': 'Finding free times…',
  'slots.none': 'No free times match',
  'slots.noneText':
    'Try "any" for the language or the way of meeting, or call us and we will find a time.',
  'slots.list': 'Clinicians with free times',
  'slots.at': 'at {branch}',
  'slots.with': 'with {name}',
} as const;
