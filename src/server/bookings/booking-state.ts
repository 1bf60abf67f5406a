import type { BookingStatus } from '#/features/booking/booking-rules.ts';

/**
 * A booking's life: held → confirmed → attended | no_show | cancelled, and held → expired (or
 * cancelled, when the customer lets go or chooses another time before paying). A payment that
 * completes for a hold that has lapsed still confirms it, expired → confirmed, when the time is
 * still free (money taken is never lost: otherwise it stays a credit). Only held and confirmed
 * rows occupy the clinician's time; the database's exclusion constraint reads the same list.
 * Every change goes through `transition()` (transition.server.ts), which applies this table in
 * its UPDATE.
 */
const ALLOWED: Record<BookingStatus, readonly BookingStatus[]> = {
  held: ['confirmed', 'expired', 'cancelled'],
  expired: ['confirmed'],
  confirmed: ['attended', 'no_show', 'cancelled'],
  attended: [],
  no_show: [],
  cancelled: [],
};

/** Why a booking's status changed: recorded with each change (booking_status_changes.why). */
export type TransitionReason =
  | 'credit-used'
  | 'paid'
  | 'hold-replaced'
  | 'hold-lapsed'
  | 'cancelled-by-customer'
  | 'cancelled-by-staff'
  | 'moved'
  | 'attended'
  | 'missed';

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
