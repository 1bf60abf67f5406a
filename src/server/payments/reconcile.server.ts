import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import { updateOrder } from '#/server/orders/status.server.ts';
import { GatewayError } from './gateway.ts';
import { gatewayFor } from './gateways.ts';
import { settlePayment } from './settle.server.ts';

export interface ReconcileReport {
  checked: number;
  /** Orders left for the next run because the time budget ran out. */
  deferred: number;
  settled: number;
  expired: number;
  errors: number;
  emailIds: string[];
}

/** Pending orders younger than this are left to the customer, who may still be paying. */
const GRACE_SECONDS = 60;
/** Failed, cancelled and expired orders are re-checked for a late capture for this long. */
const LATE_CAPTURE_DAYS = 3;
/**
 * How long one run keeps starting new orders. Each order is one or two round trips to a
 * provider (each bounded at 10 s), and Netlify stops a scheduled function after 30 s: what is
 * left waits for the next run, least recently checked first, so every order gets its turn.
 */
export const RECONCILE_BUDGET_MS = 12_000;

/**
 * Asks the providers about orders whose outcome is not final: pending ones (a customer who
 * closed the tab still gets a paid order), and recently failed, cancelled or expired ones (a
 * late capture). Each answer is settled like a notification. A pending order past its payment
 * window that no provider has a live payment for becomes expired.
 */
export async function reconcileOrders(
  database: Db,
  now = new Date(),
  limit = 100,
  budgetMs = RECONCILE_BUDGET_MS,
): Promise<ReconcileReport> {
  const stopAt = performance.now() + budgetMs;
  const report: ReconcileReport = {
    checked: 0,
    deferred: 0,
    settled: 0,
    expired: 0,
    errors: 0,
    emailIds: [],
  };
  const orders = await database
    .selectFrom('orders')
    .select(['id', 'reference', 'status', 'expires_at'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'pending'),
          eb('created_at', '<', new Date(now.getTime() - GRACE_SECONDS * 1000)),
        ]),
        eb.and([
          eb('status', 'in', ['failed', 'cancelled', 'expired']),
          eb('created_at', '>', new Date(now.getTime() - LATE_CAPTURE_DAYS * 86_400_000)),
          eb.or([
            eb('last_checked_at', 'is', null),
            eb('last_checked_at', '<', new Date(now.getTime() - 30 * 60_000)),
          ]),
        ]),
      ]),
    )
    .orderBy(sql`last_checked_at nulls first`)
    .limit(limit)
    .execute();

  for (const order of orders) {
    // At least one order per run, so that a slow provider never stops all progress.
    if (report.checked > 0 && performance.now() > stopAt) {
      report.deferred = orders.length - report.checked;
      break;
    }
    report.checked++;
    const attempts = await database
      .selectFrom('payment_attempts')
      .select(['provider', 'provider_order_id'])
      .where('order_id', '=', order.id)
      .execute();
    let stillPaying = false;
    let failedToAsk = false;
    for (const attempt of attempts) {
      try {
        const gateway = gatewayFor(attempt.provider as 'razorpay' | 'paydollar');
        for (const evidence of await gateway.query(attempt.provider_order_id)) {
          if (evidence.outcome === 'pending') stillPaying = true;
          const result = await settlePayment(database, evidence, 'reconciliation');
          if (result.result === 'applied') report.settled++;
          report.emailIds.push(...result.emailIds);
        }
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        failedToAsk = true;
        report.errors++;
        console.error(`[payments] reconciling ${order.reference}: ${error.message}`);
      }
    }
    // Only a provider that answered may let an order expire: silence is not an answer.
    if (order.status === 'pending' && !stillPaying && !failedToAsk && order.expires_at < now) {
      const expired = await updateOrder(
        database,
        order.id,
        {
          status: 'expired',
          error_message: 'No payment was received within the payment window.',
          updated_at: now,
        },
        'pending',
      );
      if (expired) report.expired++;
    }
    await updateOrder(database, order.id, { last_checked_at: now });
  }
  return report;
}
