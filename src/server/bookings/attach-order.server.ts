import type { Db } from '#/server/db/client.server.ts';
import { conflict } from '#/server/http/errors.ts';
import { bookingNotFound, holdLapsed } from './errors.ts';

/**
 * Ties a customer's live hold to the single-session order they have just started at checkout,
 * so that the payment's settlement confirms it. The order must be theirs and still unpaid. An
 * order pays for one session: the customer holds one time at a time (holdSlot lets go of the
 * others), so one unpaid order cannot keep a row of times held for it.
 */
export async function attachOrderToHold(
  database: Db,
  userId: string,
  bookingId: string,
  orderReference: string,
  now: Date = new Date(),
): Promise<void> {
  const order = await database
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('reference', '=', orderReference)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (order?.status !== 'pending') {
    throw conflict('That order cannot pay for this session. Please start the payment again.');
  }
  const result = await database
    .updateTable('bookings')
    .set({ order_id: order.id, updated_at: now })
    .where('id', '=', bookingId)
    .where('user_id', '=', userId)
    .where('status', '=', 'held')
    .where('hold_expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const exists = await database
    .selectFrom('bookings')
    .select('id')
    .where('id', '=', bookingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  throw exists ? holdLapsed() : bookingNotFound();
}
