import { z } from 'zod';

/**
 * Every interface text of /book, /book/clinician and /user/sessions and their islands (issue
 * #34), English here. The Hindi and Marathi pages read theirs from
 * content/i18n/booking/<language>.json, checked against `bookingWordsSchema`. Each page hands its
 * own language's words to the island as a prop, so the islands' JavaScript carries no words of
 * any language (they import only the types from here), as /get-matched does. `{name}` marks a
 * value filled in; keep it.
 *
 * Messages the server sends (a time just taken, a hold lapsed, a refusal) and the stores' own are
 * said by their code in content/i18n/messages/<language>.json (src/lib/messages.ts), handed to the
 * islands as their `messages` prop on the Hindi and Marathi pages (docs/decisions.md).
 */
export const BOOKING_EN = {
  'book.title': 'Book a Session',
  'book.description':
    'Choose a service, a way of meeting and a language, and book one of the next free times with a Psycortex clinician.',
  'book.intro':
    'Choose what you would like help with and how you would like to meet, then pick one of the free times in the next two weeks. Times are in India time (IST). A time you choose is held for you for 10 minutes while you sign in and confirm.',
  'clinician.title': 'Clinician',
  'clinician.description': "A Psycortex clinician's profile and their next free times.",
  'clinician.heading': 'Clinician profile',
  'sessions.title': 'My Sessions',
  'sessions.description': 'Your booked Psycortex sessions and session credits.',
  'time.when': '{day}, {time} IST',
  'mode.in-person': 'In person',
  'mode.video': 'Video',
  'mode.phone': 'Phone',
  'mode.chat': 'Chat',
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
  'done.one': 'Your session is booked',
  'done.many': 'Your sessions are booked',
  'done.seriesIntro': '{mode} sessions, each e-mailed to you with its calendar invitation:',
  'done.notBooked': 'Not booked: {list}.',
  'done.taken': 'not free',
  'done.noCredit': 'no session credit left',
  'done.single': '{mode} session on {when}. We have e-mailed you the details.',
  'done.see': 'See my sessions',
  'waiting.joined':
    'You are number {n} on the waiting list. When a time comes free, we hold it for the first person waiting for two hours and e-mail them a link to book it.',
  'waiting.join': 'Tell me when a time comes free',
  'slots.retry': 'Try again',
  'slots.loading': 'Finding free times…',
  'slots.none': 'No free times match',
  'slots.noneText':
    'Try "any" for the language or the way of meeting, or call us and we will find a time.',
  'slots.list': 'Clinicians with free times',
  'slots.at': 'at {branch}',
  'slots.with': 'with {name}',
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

export type BookingKey = keyof typeof BOOKING_EN;
export type BookingWords = Record<BookingKey, string>;

/** A translation of these words: every key, none empty. */
export const bookingWordsSchema = z.strictObject(
  Object.fromEntries(Object.keys(BOOKING_EN).map((key) => [key, z.string().min(1)])) as Record<
    BookingKey,
    z.ZodString
  >,
);
