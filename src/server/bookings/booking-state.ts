import type { BookingStatus } from '#/lib/booking.ts';

/**
 * A booking's life: held → confirmed → attended | no_show | cancelled, and held → expired (or
 * cancelled, when the customer lets go before paying). Only held and confirmed rows occupy the
 * clinician's time; the database's exclusion constraint reads the same list.
 */
const ALLOWED: Record<BookingStatus, readonly BookingStatus[]> = {
  held: ['confirmed', 'expired', 'cancelled'],
  confirmed: ['attended', 'no_show', 'cancelled'],
  attended: [],
  no_show: [],
  cancelled: [],
  expired: [],
};

export const OCCUPYING_STATUSES: readonly BookingStatus[] = ['held', 'confirmed'];

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return ALLOWED[from].includes(to);
}

/** The statuses a booking may be in for a move to `to` to be allowed (for a guarded UPDATE). */
export function statusesAllowing(to: BookingStatus): BookingStatus[] {
  return (Object.keys(ALLOWED) as BookingStatus[]).filter((from) => ALLOWED[from].includes(to));
}

/** Whether a booking's outcome can be recorded yet: attended or no-show only once it has begun. */
export function canRecordOutcome(status: BookingStatus, startsAt: Date, now: Date): boolean {
  return status === 'confirmed' && startsAt.getTime() <= now.getTime();
}
