import { BOOKING_MESSAGES } from '#/features/booking/schemas.ts';
import { conflict, HttpError } from '#/server/http/errors.ts';

/** The database refused a booking because it overlaps another on the clinician's time. */
export function isOverlap(error: unknown): boolean {
  const e = error as { code?: string; constraint_name?: string } | undefined;
  return e?.code === '23P01' && e.constraint_name === 'bookings_no_overlap';
}

/*
 * Each refusal has its code (src/lib/api-error.ts's API_ERROR_CODES), which the Hindi and Marathi
 * pages put into their own words; the English message goes with it.
 */
export const slotTaken = () => conflict(BOOKING_MESSAGES.taken, 'slot_taken');
export const holdLapsed = () => conflict(BOOKING_MESSAGES.holdLapsed, 'hold_lapsed');
export const noCredit = () => conflict(BOOKING_MESSAGES.noCredit, 'no_credit');
export const bookingNotFound = () =>
  new HttpError(404, 'booking_not_found', BOOKING_MESSAGES.notFound);
export const tooLate = () => conflict(BOOKING_MESSAGES.tooLate, 'too_late');

/** Runs a write that may collide with another booking, turning the collision into a plain 409. */
export async function orSlotTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isOverlap(error)) throw slotTaken();
    throw error;
  }
}
