import type { OrderView } from '#/api/order.ts';
import type { Paise } from '#/lib/money.ts';

/** What an order's credit notes have given back so far. */
export function refundedSoFar(order: Pick<OrderView, 'documents'>): Paise {
  return order.documents
    .filter((d) => d.kind === 'credit_note')
    .reduce((sum, d) => sum + d.totals.total, 0);
}

/** Whether an admin may refund (more of) this order. */
export const canRefund = (order: Pick<OrderView, 'status' | 'total' | 'documents'>): boolean =>
  (order.status === 'paid' || order.status === 'partially_refunded') &&
  refundedSoFar(order) < order.total;
