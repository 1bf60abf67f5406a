/**
 * What the booking functions answer and the booking pages say, in one place. Kept apart from the
 * schemas so that a page showing a message does not load the schema library with it.
 */
export const BOOKING_MESSAGES = {
  taken:
    'This time has just been taken by someone else. Please choose another time: the list has been refreshed.',
  holdLapsed:
    'Your hold on this time has lapsed (we keep a time for 10 minutes). Please choose the time again.',
  noCredit:
    'You have no session credits left to use. Buy a single session or a package to confirm this time.',
  notFound: 'We could not find that session.',
  notAvailable: 'That time is not one of the clinician’s free times. Please choose from the list.',
  tooLate: 'This session has already started or finished, so it can no longer be changed here.',
  moveTooLate:
    'This session starts in less than 24 hours, so it can no longer be moved online. Please call us and we will help.',
  tooManyHolds:
    'You have chosen a lot of times in the last few minutes. Please wait a few minutes, then choose the time you want.',
  hasFreeTimes:
    'This clinician has free times in the next two weeks: please choose one of them instead.',
  changedAlready:
    'This session has already been moved or cancelled, so this link no longer changes anything. My sessions shows your current bookings.',
} as const;

/** A link or button for a session that has since been moved: where it is now. */
export const movedTo = (when: string) =>
  `This session was moved to ${when}, so this no longer changes it. My sessions shows it at its new time.`;

/** Confirming a hold the customer replaced by choosing another time: which one stands. */
export const replacedBy = (when: string) =>
  `You chose another time after this one: ${when} is the time we are holding for you.`;

/** A session cancelled before this link or button was used. */
export const CANCELLED_ALREADY =
  'This session has been cancelled, so this no longer changes it. My sessions shows your current bookings.';
