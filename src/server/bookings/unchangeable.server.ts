import { CANCELLED_ALREADY, movedTo, replacedBy } from '#/features/booking/booking-messages.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';
import type { Db } from '#/server/db/client.server.ts';
import { conflict } from '#/server/http/errors.ts';
import { holdLapsed, tooLate } from './errors.ts';

/**
 * Why a session can no longer be changed, in words that say what happened to it: moved (and to
 * when), cancelled, or begun. An e-mail's old link is often used after the session was moved, and
 * "has already started or finished" would then be untrue.
 */
export async function notChangeable(
  database: Db,
  booking: { id: string; status: string },
): Promise<Error> {
  const moved = await database
    .selectFrom('bookings')
    .select('starts_at')
    .where('rescheduled_from', '=', booking.id)
    .executeTakeFirst();
  if (moved) {
    return conflict(movedTo(describeIndiaTime(moved.starts_at)), 'moved_already', {
      startsAt: moved.starts_at.toISOString(),
    });
  }
  if (booking.status === 'cancelled') return conflict(CANCELLED_ALREADY, 'cancelled_already');
  return tooLate();
}

/**
 * Why a hold cannot be confirmed: lapsed, or let go because the customer chose another time since
 * (then the time that stands is named, so they confirm that one rather than choose again).
 */
export async function notConfirmable(
  database: Db,
  booking: { id: string; userId: string },
  now: Date,
): Promise<Error> {
  const standing = await database
    .selectFrom('bookings')
    .select('starts_at')
    .where('user_id', '=', booking.userId)
    .where('status', '=', 'held')
    .where('hold_expires_at', '>', now)
    .where('id', '<>', booking.id)
    .executeTakeFirst();
  return standing
    ? conflict(replacedBy(describeIndiaTime(standing.starts_at)), 'replaced_by', {
        startsAt: standing.starts_at.toISOString(),
      })
    : holdLapsed();
}
