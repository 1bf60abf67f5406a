import type { OrderStatus } from '#/lib/shop.ts';
import type { PaymentOutcome } from '#/server/payment-types.ts';

/**
 * The order's life: pending → paid | failed | cancelled | expired, and paid → refunded.
 * Money taken always wins: a capture that arrives after a decline, a cancellation or the
 * expiry still makes the order paid, so nobody pays for something the shop then ignores.
 */
const ALLOWED: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'failed', 'cancelled', 'expired'],
  failed: ['paid'],
  cancelled: ['paid'],
  expired: ['paid'],
  paid: ['refunded'],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED[from].includes(to);
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
