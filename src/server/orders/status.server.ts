import type { Selectable, Updateable } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import type { OrdersTable } from '#/server/db/schema.ts';

/** What the payment side may change on an order: its state and what the provider said. */
export type OrderChange = Pick<
  Updateable<OrdersTable>,
  'status' | 'paid_at' | 'error_message' | 'payment_reference' | 'updated_at' | 'last_checked_at'
>;

/**
 * Writes what a payment, a refund or a reconciliation decided about the order (the state's
 * rules are in order-state.ts, applied by the caller). With `whileStatus`, only an order still
 * in that state changes. Returns whether it did.
 */
export async function updateOrder(
  database: Db,
  orderId: string,
  change: OrderChange,
  whileStatus?: Selectable<OrdersTable>['status'],
): Promise<boolean> {
  let query = database.updateTable('orders').set(change).where('id', '=', orderId);
  if (whileStatus !== undefined) query = query.where('status', '=', whileStatus);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
