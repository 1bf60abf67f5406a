import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';

/**
 * A provider's raw notification repeats the buyer's e-mail, phone and UPI id. The summary
 * columns beside it (outcome, amount, currency, the provider's reference) are what a payment
 * dispute needs; the raw payload goes.
 */
export async function removePaymentPayloads(
  database: Db,
  orderIds: string[],
  now = new Date(),
): Promise<number> {
  const result = await database
    .updateTable('payment_events')
    .set({ payload: sql`'{}'::jsonb`, payload_removed_at: now })
    .where('order_id', 'in', orderIds)
    .where('payload_removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The raw payloads of notifications received before `before` go; their summaries stay. */
export async function purgePaymentPayloads(
  database: Db,
  before: Date,
  now = new Date(),
): Promise<number> {
  const result = await database
    .updateTable('payment_events')
    .set({ payload: sql`'{}'::jsonb`, payload_removed_at: now })
    .where('payload_removed_at', 'is', null)
    .where('received_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
