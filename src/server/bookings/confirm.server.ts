import type { Db } from '#/server/db/client.server.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { confirmedEmail } from './booking-emails.ts';
import { bookingMailFacts } from './booking-mail.server.ts';
import { queueClinicianRoom } from './clinician-room-email.server.ts';
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
): Promise<{ status: 'confirmed'; emailIds: string[] }> {
  return database.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'status', 'hold_expires_at'])
      .where('id', '=', bookingId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!booking) throw bookingNotFound();
    if (booking.status === 'confirmed') return { status: 'confirmed' as const, emailIds: [] };
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
    return { status: 'confirmed' as const, emailIds: await queueConfirmation(trx, booking.id) };
  });
}

/** Queues the confirmation with its calendar invitation, in the confirming transaction. */
export async function queueConfirmation(database: Db, bookingId: string): Promise<string[]> {
  const facts = await bookingMailFacts(database, bookingId);
  const id = facts ? await queueEmail(database, confirmedEmail(facts)) : undefined;
  return [...(id ? [id] : []), ...(await queueClinicianRoom(database, bookingId))];
}
