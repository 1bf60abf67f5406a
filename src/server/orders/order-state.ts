import type { OrderStatus } from '#/features/shop/shop.ts';
import type { PaymentOutcome } from '#/server/payment-types.ts';

/**
 * The order's life: pending → paid | failed | cancelled | expired; then paid → partially
 * refunded (again, for each further part) → refunded, or paid → refunded in one go.
 * Money taken always wins: a capture that arrives after a decline, a cancellation or the
 * expiry still makes the order paid, so nobody pays for something the shop then ignores.
 */
const ALLOWED: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'failed', 'cancelled', 'expired'],
  failed: ['paid'],
  cancelled: ['paid'],
  expired: ['paid'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED[from].includes(to);
}

/**
 * The state a confirmed refund moves an order to: refunded once everything paid has been given
 * back, partially refunded before that; undefined when the order cannot be refunded.
 */
export function afterRefund(
  current: OrderStatus,
  refundedPaise: number,
  paidPaise: number,
): OrderStatus | undefined {
  if (refundedPaise <= 0 || refundedPaise > paidPaise) return undefined;
  const target: OrderStatus = refundedPaise === paidPaise ? 'refunded' : 'partially_refunded';
  return canTransition(current, target) ? target : undefined;
}

/** The state a verified payment outcome moves an order to, or undefined when it changes nothing. */
export function afterPayment(
  current: OrderStatus,
  outcome: PaymentOutcome,
): OrderStatus | undefined {
  const target: OrderStatus | undefined =
    outcome === 'captured' ? 'paid' : outcome === 'failed' ? 'failed' : undefined;
  return target && canTransition(current, target) ? target : undefined;
}
