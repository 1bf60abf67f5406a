import { sql } from 'kysely';
import type { CreditBalance } from '#/api/bookings.ts';
import type { Db } from '#/server/db/client.server.ts';
import type { CreditWithdrawal } from '#/server/db/schema.ts';

/**
 * Takes one session credit of a customer: the one that lapses first. A conditional update, so
 * that concurrent confirmations never take more than there are (the database's check backs it
 * up). Under PostgreSQL a row another confirmation just emptied drops out of the locked subquery;
 * trying again then picks the next row, if any. Returns the credit's id, or undefined.
 */
export async function takeCredit(
  database: Db,
  userId: string,
  now: Date,
  fromOrderId?: string,
): Promise<string | undefined> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const taken = await sql<{ id: string }>`
      update session_credits set remaining = remaining - 1
      where id = (
        select id from session_credits
        where user_id = ${userId} and remaining > 0 and expires_at > ${now}
          ${fromOrderId ? sql`and order_id = ${fromOrderId}` : sql``}
        order by expires_at, id
        limit 1
        for update
      ) and remaining > 0
      returning id`.execute(database);
    if (taken.rows[0]) return taken.rows[0].id;
    const left = await database
      .selectFrom('session_credits')
      .select('id')
      .where('user_id', '=', userId)
      .where('remaining', '>', 0)
      .where('expires_at', '>', now)
      .$if(Boolean(fromOrderId), (q) => q.where('order_id', '=', fromOrderId!))
      .executeTakeFirst();
    if (!left) return undefined;
  }
  return undefined;
}

/**
 * Gives a credit back (a cancellation with notice), never above what was granted less what a
 * refund took back: a session refunded by a staff exception does not come back as a credit.
 */
export async function returnCredit(database: Db, creditId: string): Promise<boolean> {
  const result = await database
    .updateTable('session_credits')
    .set((eb) => ({ remaining: eb('remaining', '+', 1) }))
    .where('id', '=', creditId)
    .where(sql<boolean>`remaining + withdrawn < granted`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A customer's credits, the usable ones first, for their purchases and the booking page. */
export async function listCredits(database: Db, userId: string): Promise<CreditBalance[]> {
  const rows = await database
    .selectFrom('session_credits')
    .select(['id', 'product_name', 'granted', 'remaining', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('expires_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    productName: r.product_name,
    granted: r.granted,
    remaining: r.remaining,
    expiresAt: r.expires_at,
  }));
}

/**
 * A refund takes the sessions it pays back out of the package's credits (payments/refunds);
 * `back` gives them back, when the provider refused the refund.
 */
async function moveCredits(
  database: Db,
  withdrawals: readonly CreditWithdrawal[],
  back: boolean,
): Promise<void> {
  const [less, more] = back ? (['+', '-'] as const) : (['-', '+'] as const);
  for (const w of withdrawals) {
    await database
      .updateTable('session_credits')
      .set((eb) => ({
        remaining: eb('remaining', less, w.fromRemaining),
        withdrawn: eb('withdrawn', more, w.count),
      }))
      .where('id', '=', w.creditId)
      .execute();
  }
}

/** A refund takes the sessions it pays back out of the package's credits. */
export const withdrawCredits = (database: Db, withdrawals: readonly CreditWithdrawal[]) =>
  moveCredits(database, withdrawals, false);

/** A refund the provider refused gives its sessions back. */
export const restoreCredits = (database: Db, withdrawals: readonly CreditWithdrawal[]) =>
  moveCredits(database, withdrawals, true);
