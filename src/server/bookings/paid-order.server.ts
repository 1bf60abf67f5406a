import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import { confirmWith } from './confirm.server.ts';
import { takeCredit } from './credits.server.ts';
import { creditExpiry, creditsFor } from './credits.ts';
import { expireLapsedHolds } from './expire.server.ts';

/**
 * What a paid order means for bookings, called once from the payment's settlement inside its
 * transaction: every line with sessions becomes credits (sessions × quantity, lasting the
 * product's validity or 12 months; one row per line, so a repeated settlement grants nothing
 * twice), and a session held for this order is confirmed with one of them. If that hold lapsed
 * and someone else has since taken the time, it stays unconfirmed and the credit stays with the
 * customer to book again: money taken is never lost. Returns the confirmation e-mails it queued,
 * for the caller to send once the transaction has committed, as it sends the order's own.
 */
export async function applyPaidOrderToBookings(
  database: Db,
  orderId: string,
  userId: string,
  paidAt: Date,
): Promise<string[]> {
  const lines = await database
    .selectFrom('order_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select([
      'i.id',
      'i.sessions',
      'i.quantity',
      'i.product_name',
      'i.variant_label',
      'p.credit_validity_months',
    ])
    .where('i.order_id', '=', orderId)
    .execute();
  for (const line of lines) {
    const credits = creditsFor(line.sessions, line.quantity);
    if (credits === 0) continue;
    await database
      .insertInto('session_credits')
      .values({
        user_id: userId,
        order_id: orderId,
        order_item_id: line.id,
        product_name: `${line.product_name} (${line.variant_label})`,
        granted: credits,
        remaining: credits,
        expires_at: creditExpiry(paidAt, line.credit_validity_months ?? undefined),
      })
      .onConflict((oc) => oc.column('order_item_id').doNothing())
      .execute();
  }

  // A customer who chose a time and then paid at checkout without tying the order to it: their
  // live hold (they hold one time at a time) is what the session was bought for.
  if (lines.some((line) => line.sessions > 0)) {
    await database
      .updateTable('bookings')
      .set({ order_id: orderId, updated_at: paidAt })
      .where('user_id', '=', userId)
      .where('status', '=', 'held')
      .where('order_id', 'is', null)
      .where('hold_expires_at', '>', paidAt)
      .execute();
  }
  const waiting = await database
    .selectFrom('bookings')
    .select(['id', 'clinician_id'])
    .where('order_id', '=', orderId)
    .where('status', 'in', ['held', 'expired'])
    .forUpdate()
    .execute();
  const emailIds: string[] = [];
  for (const booking of waiting) {
    // Confirm only if no other live booking holds the time now, so the constraint is not hit.
    const confirmable = await sql<{ id: string }>`
      select b.id from bookings b
      where b.id = ${booking.id} and not exists (
        select 1 from bookings o
        where o.clinician_id = b.clinician_id and o.id <> b.id
          and o.status in ('held', 'confirmed')
          and (o.status = 'confirmed' or o.hold_expires_at > ${paidAt})
          and tstzrange(o.starts_at, o.ends_at) && tstzrange(b.starts_at, b.ends_at))`.execute(
      database,
    );
    if (!confirmable.rows[0]) continue;
    // A lapsed hold still in the way (someone else's, not yet swept) is let go first.
    await expireLapsedHolds(database, paidAt, booking.clinician_id);
    const creditId = await takeCredit(database, userId, paidAt, orderId);
    if (!creditId) continue;
    emailIds.push(
      ...(await confirmWith(database, booking.id, { creditId, now: paidAt, why: 'paid' })),
    );
  }
  return emailIds;
}
