import type { Db } from '#/server/db/client.server.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { requestMeasures } from '#/server/measures/requests.server.ts';
import { confirmedEmail } from './booking-emails.ts';
import { bookingMailFacts } from './booking-mail.server.ts';
import { queueClinicianRoom } from './clinician-room-email.server.ts';
import { takeCredit } from './credits.server.ts';
import { bookingNotFound, noCredit } from './errors.ts';
import { transition } from './transition.server.ts';
import { notConfirmable } from './unchangeable.server.ts';

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
      throw await notConfirmable(trx, { id: booking.id, userId }, now);
    }
    const creditId = await takeCredit(trx, userId, now);
    if (!creditId) throw noCredit();
    const emailIds = await confirmWith(trx, booking.id, { creditId, now, why: 'credit-used' });
    return { status: 'confirmed' as const, emailIds };
  });
}

/**
 * Queues the confirmation with its calendar invitation, in the confirming transaction, and makes
 * the outcome measures' requests of the session (the measures its service asks for before it).
 */
export async function queueConfirmation(database: Db, bookingId: string): Promise<string[]> {
  await requestMeasures(database, bookingId);
  const facts = await bookingMailFacts(database, bookingId);
  const id = facts ? await queueEmail(database, confirmedEmail(facts)) : undefined;
  return [...(id ? [id] : []), ...(await queueClinicianRoom(database, bookingId))];
}

/**
 * Confirms a held (or lapsed, when its payment has just completed) booking with the credit taken
 * for it and queues the confirmation: the one way a booking becomes confirmed, whether the
 * customer used a credit or paid at the checkout. Answers the e-mails queued (none when the
 * booking had already moved on).
 */
export async function confirmWith(
  database: Db,
  bookingId: string,
  confirmation: { creditId: string; now: Date; why: 'credit-used' | 'paid' },
): Promise<string[]> {
  const changed = await transition(database, bookingId, {
    to: 'confirmed',
    why: confirmation.why,
    now: confirmation.now,
    set: { credit_id: confirmation.creditId, confirmed_at: confirmation.now },
  });
  return changed.length > 0 ? queueConfirmation(database, bookingId) : [];
}
