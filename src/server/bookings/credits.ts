/**
 * Package credits: a paid package of N sessions bought Q times gives N × Q credits, valid for 12
 * months from payment unless the product says otherwise.
 */

export const DEFAULT_CREDIT_VALIDITY_MONTHS = 12;

export function creditsFor(sessions: number, quantity: number): number {
  if (!Number.isInteger(sessions) || !Number.isInteger(quantity) || sessions < 0 || quantity < 0) {
    throw new RangeError('Sessions and quantity are whole numbers, not negative');
  }
  return sessions * quantity;
}

/**
 * The moment credits bought at `paidAt` lapse: the same time of day, `months` later. A month end
 * that does not exist (31 January + 1 month) falls back to the last day of the target month,
 * never spilling into the month after.
 */
export function creditExpiry(paidAt: Date, months: number = DEFAULT_CREDIT_VALIDITY_MONTHS): Date {
  if (!Number.isInteger(months) || months <= 0) throw new RangeError('Validity is whole months');
  const target = new Date(paidAt.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** Whether a credit row can still pay for a session starting at `startsAt`, asked at `now`. */
export function creditUsable(credit: { remaining: number; expiresAt: Date }, now: Date): boolean {
  return credit.remaining > 0 && credit.expiresAt.getTime() > now.getTime();
}
