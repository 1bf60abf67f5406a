import type { Db } from '#/server/db/client.server.ts';
import type { CreditWithdrawal } from '#/server/db/schema.ts';
import { cancelWithin } from './cancel.server.ts';

/**
 * Cancels the upcoming sessions a refund has taken the credits of (the credits beyond those left
 * unused), the latest first, and tells each client: called when the provider confirms the refund,
 * inside its settlement, when staff chose to cancel them rather than keep them as paid
 * separately. Answers the e-mails queued.
 */
export async function cancelRefundedSessions(
  database: Db,
  withdrawals: readonly CreditWithdrawal[],
  now: Date,
): Promise<string[]> {
  const emailIds: string[] = [];
  for (const w of withdrawals) {
    const booked = w.count - w.fromRemaining;
    if (booked <= 0) continue;
    const sessions = await database
      .selectFrom('bookings')
      .select('id')
      .where('credit_id', '=', w.creditId)
      .where('status', '=', 'confirmed')
      .where('starts_at', '>', now)
      .orderBy('starts_at', 'desc')
      .limit(booked)
      .execute();
    for (const session of sessions) {
      const cancelled = await cancelWithin(database, {
        bookingId: session.id,
        reason: 'The package was refunded.',
        refunded: true,
        now,
      });
      emailIds.push(...cancelled.emailIds);
    }
  }
  return emailIds;
}

/** How many upcoming confirmed sessions were booked with these credits. */
export async function upcomingSessionsWith(
  database: Db,
  creditIds: readonly string[],
  now: Date,
): Promise<number> {
  if (creditIds.length === 0) return 0;
  const row = await database
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('credit_id', 'in', creditIds)
    .where('status', '=', 'confirmed')
    .where('starts_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
