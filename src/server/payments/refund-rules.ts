import { formatPrice, type Paise } from '#/lib/money.ts';

/**
 * How much of an order can still be refunded: what was paid, less every refund that is asked
 * for or done (a refund the provider refused gives its amount back).
 */
export function refundableBalance(
  paidPaise: Paise,
  refunds: readonly { amountPaise: Paise; status: 'requested' | 'processed' | 'failed' }[],
): Paise {
  const committed = refunds
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amountPaise, 0);
  return Math.max(0, paidPaise - committed);
}

/** Why a refund of this amount cannot be made, in words the admin can act on; undefined if it can. */
export function refundAmountProblem(amountPaise: Paise, balancePaise: Paise): string | undefined {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
    return 'Please enter an amount of at least Rs 0.01.';
  if (balancePaise === 0) return 'This order has been refunded in full already.';
  if (amountPaise > balancePaise)
    return `At most ${formatPrice(balancePaise)} can be refunded: that is what remains of the payment.`;
  return undefined;
}
