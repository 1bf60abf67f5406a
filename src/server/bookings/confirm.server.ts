import type { Db } from '#/server/db/client.server.ts';
import { takeCredit } from './credits.server.ts';
import { bookingNotFound, holdLapsed, noCredit } from './errors.ts';

/**
 * Confirms a customer's held booking with one of their session credits, in one transaction: the
 * hold is locked, must still be live, and a credit is taken by a conditional update. Confirming
 * twice is harmless: the second call finds it confirmed and takes nothing.
 */
export async function confirmWithCredit(
  database: Db,
  userId: string,
  bookingId: string,
  now: Date = new Date(),
): Promise<{ status: 'confirmed' }> {
  return database.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'status', 'hold_expires_at'])
      .where('id', '=', bookingId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!booking) throw bookingNotFound();
    if (booking.status === 'confirmed') return { status: 'confirmed' as const };
    if (
      booking.status !== 'held' ||
      !booking.hold_expires_at ||
      booking.hold_expires_at.getTime() <= now.getTime()
    ) {
      throw holdLapsed();
    }
    const creditId = await takeCredit(trx, userId, now);
    if (!creditId) throw noCredit();
    await trx
      .updateTable('bookings')
      .set({ status: 'confirmed', credit_id: creditId, confirmed_at: now, updated_at: now })
      .where('id', '=', booking.id)
      .execute();
    return { status: 'confirmed' as const };
  });
}
