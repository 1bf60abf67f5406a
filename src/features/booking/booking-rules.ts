/**
 * The booking vocabulary and the rules both the browser and the server read: the modes a session
 * can take, its states, and the cancellation policy shown next to every Cancel button.
 */

export const SESSION_MODES = ['in-person', 'video', 'phone', 'chat'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const MODE_LABELS: Record<SessionMode, string> = {
  'in-person': 'In person',
  video: 'Video',
  phone: 'Phone',
  chat: 'Chat',
};

export const BOOKING_STATUSES = [
  'held',
  'confirmed',
  'attended',
  'no_show',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A chosen slot is held this long while the customer signs in and pays or uses a credit. */
export const HOLD_MINUTES = 10;

/** How long a time freed for the first on a waiting list is held for them before the next. */
export const WAITING_OFFER_HOURS = 2;
/** The policy's notice: cancelling at least this long before the start gives the credit back. */
export const FREE_CANCELLATION_HOURS = 24;
/** Nobody can book a slot that starts sooner than this (the clinician needs to know). */
export const MINIMUM_NOTICE_MINUTES = 120;
/** How far ahead the booking page looks for free slots. */
export const BOOKING_HORIZON_DAYS = 14;

/** A series repeats the same time every week or every fortnight, for at most 12 weeks. */
export const SERIES_INTERVALS = ['week', 'fortnight'] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];
export const SERIES_WEEKS = 12;
const WEEKS_APART: Record<SeriesInterval, number> = { week: 1, fortnight: 2 };

export function maxSeriesCount(every: SeriesInterval): number {
  return SERIES_WEEKS / WEEKS_APART[every];
}

/** The times of a series: the first, then the same India time each week or fortnight after. */
export function seriesTimes(first: Date, every: SeriesInterval, count: number): Date[] {
  // India keeps one offset all year, so a whole number of weeks is the same time of day there.
  const step = WEEKS_APART[every] * 7 * 86_400_000;
  return Array.from({ length: count }, (_, i) => new Date(first.getTime() + i * step));
}
/** The join link of an online session appears this long before it starts. */
export const JOIN_OPENS_MINUTES = 10;

/**
 * Whether cancelling now gives the session credit back: with at least 24 hours' notice always;
 * later only when a member of staff waives the rule (an emergency, the clinician's own change).
 */
export function creditReturnedOnCancel(startsAt: Date, now: Date, staffWaiver = false): boolean {
  if (staffWaiver) return true;
  return startsAt.getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * 3_600_000;
}

/** Whether a customer may still change a session themselves: until it starts. */
export function customerCanChange(status: BookingStatus, startsAt: Date, now: Date): boolean {
  return status === 'confirmed' && startsAt.getTime() > now.getTime();
}

/** The plain words shown next to Cancel: what happens to the credit if they go ahead now. */
export function cancellationNotice(startsAt: Date, now: Date): string {
  return creditReturnedOnCancel(startsAt, now)
    ? 'Cancelling now returns your session credit.'
    : 'This session starts in less than 24 hours: cancelling now does not return the session credit. Please call us if something has come up.';
}

/** Whether the join link of an online session should be shown: from 10 minutes before to its end. */
export function joinLinkOpen(mode: SessionMode, startsAt: Date, endsAt: Date, now: Date): boolean {
  if (mode !== 'video') return false;
  const t = now.getTime();
  return t >= startsAt.getTime() - JOIN_OPENS_MINUTES * 60_000 && t < endsAt.getTime();
}
