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

/** A package's session credits as a refund sees them, with the price of its order line. */
export interface PackageCredits {
  creditId: string;
  linePaise: Paise;
  granted: number;
  remaining: number;
  withdrawn: number;
}

/** What one session of a package cost: its line's price shared over its sessions. */
const sessionPrice = (credit: PackageCredits) => credit.linePaise / credit.granted;

/**
 * What the sessions not yet booked are worth: a refund without a staff exception may not go
 * beyond it. An order whose lines carry no credits (bought before booking existed) is all unused.
 */
export function unusedValue(paidPaise: Paise, credits: readonly PackageCredits[]): Paise {
  if (credits.length === 0) return paidPaise;
  const unused = credits.reduce((sum, c) => sum + Math.floor(sessionPrice(c) * c.remaining), 0);
  const lines = credits.reduce((sum, c) => sum + c.linePaise, 0);
  // Lines without credits (none today, but an order may mix them) count in full.
  return Math.min(paidPaise, unused + Math.max(0, paidPaise - lines));
}

/**
 * The credits a refund of `amountPaise` takes back: whole sessions, rounded up, from those left
 * first; beyond them (a staff exception) from those already booked, so that cancelling such a
 * session later gives nothing back.
 */
export function creditsToWithdraw(
  amountPaise: Paise,
  credits: readonly PackageCredits[],
): { creditId: string; fromRemaining: number; count: number }[] {
  let left = amountPaise;
  const taken = new Map<string, { fromRemaining: number; count: number }>();
  const take = (credit: PackageCredits, available: number, fromRemaining: boolean) => {
    if (left <= 0 || available <= 0) return;
    const count = Math.min(available, Math.ceil(left / sessionPrice(credit)));
    left -= count * sessionPrice(credit);
    const entry = taken.get(credit.creditId) ?? { fromRemaining: 0, count: 0 };
    entry.count += count;
    if (fromRemaining) entry.fromRemaining += count;
    taken.set(credit.creditId, entry);
  };
  for (const credit of credits) take(credit, credit.remaining, true);
  for (const credit of credits)
    take(credit, credit.granted - credit.remaining - credit.withdrawn, false);
  return [...taken].map(([creditId, entry]) => ({ creditId, ...entry }));
}

/** Why a refund goes beyond the unused sessions, in words the admin can act on. */
export function beyondUnusedProblem(
  amountPaise: Paise,
  unusedPaise: Paise,
  credits: readonly PackageCredits[],
): string | undefined {
  if (amountPaise <= unusedPaise) return undefined;
  const granted = credits.reduce((sum, c) => sum + c.granted, 0);
  const used = credits.reduce((sum, c) => sum + c.granted - c.remaining - c.withdrawn, 0);
  return `Only ${formatPrice(unusedPaise)} of this order is unused: ${used} of its ${granted} sessions are booked or taken. To refund more, give the reason for the exception.`;
}
