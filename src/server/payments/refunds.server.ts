import { BOOKED_SESSIONS_QUESTION } from '#/api/admin-refund.ts';
import type { PaymentProvider } from '#/features/shop/shop.ts';
import { formatPrice } from '#/lib/money.ts';
import { audit } from '#/server/admin/audit.server.ts';
import type { AdminSignIn } from '#/server/auth/sign-ins.server.ts';
import { restoreCredits, withdrawCredits } from '#/server/bookings/credits.server.ts';
import {
  cancelRefundedSessions,
  upcomingSessionsWith,
} from '#/server/bookings/refunded-sessions.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { HttpError, notFound } from '#/server/http/errors.ts';
import { documentAttachment } from '#/server/invoices/attachment.server.ts';
import { issueCreditNote } from '#/server/invoices/credit-note.server.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { afterRefund } from '#/server/orders/order-state.ts';
import { getOrderView } from '#/server/orders/orders.server.ts';
import { refundEmail } from '#/server/orders/refund-email.ts';
import { updateOrder } from '#/server/orders/status.server.ts';
import { GatewayError, type RefundAsk, type RefundEvidence } from './gateway.ts';
import { gatewayFor } from './gateways.ts';
import {
  beyondUnusedProblem,
  creditsToWithdraw,
  type PackageCredits,
  refundAmountProblem,
  refundableBalance,
  unusedValue,
} from './refund-rules.ts';

type RefundStatus = 'requested' | 'processed' | 'failed';

export interface RefundResult {
  refundId: string;
  status: RefundStatus;
  amountPaise: number;
  /** True when this request key was seen before and nothing new was asked of the provider. */
  repeated: boolean;
  emailIds: string[];
}

const refundable = new Set(['paid', 'partially_refunded']);

/**
 * An admin's refund of a paid order, in full or in part, with a reason. The refund is recorded
 * first, under the admin's request key and the order's row lock, so the same request twice asks
 * once and two admins together can never ask for more than was paid; then the provider is asked.
 * Nothing changes on the order until the provider confirms (settleRefund).
 */
export async function requestRefund(
  database: Db,
  admin: Pick<AdminSignIn, 'adminId' | 'username'>,
  input: {
    reference: string;
    amountPaise: number;
    reason: string;
    requestKey: string;
    /** Staff's reason to refund more than the unused sessions are worth. */
    overrideReason?: string;
    /** With that reason: cancel the sessions booked with the refunded credits, or keep them. */
    bookedSessions?: 'cancel' | 'keep';
  },
): Promise<RefundResult> {
  const recorded = await database.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'reference', 'status', 'provider', 'total_paise', 'payment_reference'])
      .where('reference', '=', input.reference)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound('There is no order with that reference.');
    const seen = await trx
      .selectFrom('refunds')
      .select(['id', 'status', 'amount_paise', 'order_id'])
      .where('request_key', '=', input.requestKey)
      .executeTakeFirst();
    if (seen) {
      if (seen.order_id !== order.id)
        throw new HttpError(409, 'conflict', 'That request key belongs to another refund.');
      return { order, refundId: seen.id, status: seen.status, repeated: true };
    }
    if (!refundable.has(order.status) || !order.payment_reference)
      throw new HttpError(409, 'not_refundable', 'Only a paid order can be refunded.');
    const refunds = await trx
      .selectFrom('refunds')
      .select(['amount_paise', 'status'])
      .where('order_id', '=', order.id)
      .execute();
    const balance = refundableBalance(
      Number(order.total_paise),
      refunds.map((r) => ({ amountPaise: Number(r.amount_paise), status: r.status })),
    );
    const problem = refundAmountProblem(input.amountPaise, balance);
    if (problem)
      throw new HttpError(409, 'refund_too_large', problem, { fields: { amount: problem } });
    // The package's sessions not yet booked are what may be refunded; more needs a reason.
    const credits = await packageCredits(trx, order.id);
    const beyond = beyondUnusedProblem(
      input.amountPaise,
      unusedValue(Number(order.total_paise), credits),
      credits,
    );
    if (beyond && !input.overrideReason)
      throw new HttpError(409, 'refund_beyond_unused', beyond, { fields: { amount: beyond } });
    const withdrawals = creditsToWithdraw(input.amountPaise, credits);
    // Credits taken back beyond the unused ones: if sessions are booked with them, staff say
    // whether those sessions are cancelled or kept (paid separately).
    const spent = withdrawals.filter((w) => w.count > w.fromRemaining).map((w) => w.creditId);
    const booked = (await upcomingSessionsWith(trx, spent, new Date())) > 0;
    if (booked && !input.bookedSessions)
      throw new HttpError(409, 'refund_beyond_unused', BOOKED_SESSIONS_QUESTION, {
        fields: { bookedSessions: BOOKED_SESSIONS_QUESTION },
      });
    await withdrawCredits(trx, withdrawals);
    const row = await trx
      .insertInto('refunds')
      .values({
        order_id: order.id,
        provider: order.provider,
        amount_paise: input.amountPaise,
        reason: input.reason,
        request_key: input.requestKey,
        requested_by: admin.username,
        credits_withdrawn: withdrawals,
        override_reason: beyond ? (input.overrideReason ?? null) : null,
        booked_sessions: booked ? (input.bookedSessions ?? null) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, admin, 'order.refund-requested', order.reference, {
      amount: formatPrice(input.amountPaise),
      reason: input.reason,
      sessionsWithdrawn: withdrawals.reduce((sum, w) => sum + w.count, 0),
      ...(beyond ? { exception: input.overrideReason } : {}),
      ...(booked ? { bookedSessions: input.bookedSessions } : {}),
    });
    return { order, refundId: row.id, status: 'requested' as RefundStatus, repeated: false };
  });
  const base = {
    refundId: recorded.refundId,
    amountPaise: input.amountPaise,
    repeated: recorded.repeated,
  };
  if (recorded.repeated) return { ...base, status: recorded.status, emailIds: [] };

  const ask: RefundAsk = {
    refundId: recorded.refundId,
    orderReference: recorded.order.reference,
    paymentReference: recorded.order.payment_reference!,
    amountPaise: input.amountPaise,
  };
  let answer: RefundEvidence;
  try {
    answer = await gatewayFor(recorded.order.provider).refund(ask);
  } catch (error) {
    const detail = error instanceof GatewayError ? error.message : String(error);
    await failRefund(database, recorded.refundId, detail);
    throw new HttpError(
      502,
      'provider_unavailable',
      'The payment provider did not accept the refund just now. Nothing was refunded; please try again in a few minutes.',
    );
  }
  if (answer.providerRefundId) {
    await database
      .updateTable('refunds')
      .set({ provider_refund_id: answer.providerRefundId })
      .where('id', '=', recorded.refundId)
      .where('provider_refund_id', 'is', null)
      .execute();
  }
  const settled = await settleRefund(database, { ...answer, refundId: recorded.refundId });
  if (settled.status === 'failed')
    throw new HttpError(
      502,
      'refund_refused',
      `The payment provider refused the refund: ${answer.detail ?? 'no reason given'}. Nothing was refunded.`,
    );
  return { ...base, status: settled.status ?? 'requested', emailIds: settled.emailIds };
}

async function failRefund(database: Db, refundId: string, detail: string) {
  await database.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('refunds')
      .set({ status: 'failed', failure: detail.slice(0, 500) })
      .where('id', '=', refundId)
      .where('status', '=', 'requested')
      .returning('credits_withdrawn')
      .executeTakeFirst();
    if (failed) await restoreCredits(trx, failed.credits_withdrawn);
  });
}

/** The order's package credits with their lines' prices, locked for the refund. */
async function packageCredits(database: Db, orderId: string): Promise<PackageCredits[]> {
  const rows = await database
    .selectFrom('session_credits as c')
    .innerJoin('order_items as i', 'i.id', 'c.order_item_id')
    .select(['c.id', 'i.line_paise', 'c.granted', 'c.remaining', 'c.withdrawn'])
    .where('c.order_id', '=', orderId)
    .orderBy('c.id')
    .forUpdate('c')
    .execute();
  return rows.map((r) => ({
    creditId: r.id,
    linePaise: Number(r.line_paise),
    granted: r.granted,
    remaining: r.remaining,
    withdrawn: r.withdrawn,
  }));
}

export interface RefundSettlement {
  result: 'applied' | 'duplicate' | 'pending' | 'unknown_refund';
  status?: RefundStatus;
  emailIds: string[];
}

/**
 * Applies the provider's word on a refund, once: a processed refund issues its credit note,
 * moves the order to partially refunded or refunded, and queues the customer's e-mail with the
 * credit note attached; a refused one gives its amount back to the balance. A repeated
 * notification finds the refund already settled and changes nothing.
 */
export async function settleRefund(
  database: Db,
  evidence: RefundEvidence,
): Promise<RefundSettlement> {
  return database.transaction().execute(async (trx) => {
    let query = trx.selectFrom('refunds').selectAll().forUpdate();
    query = evidence.refundId
      ? query.where('id', '=', evidence.refundId).where('provider', '=', evidence.provider)
      : query
          .where('provider', '=', evidence.provider)
          .where('provider_refund_id', '=', evidence.providerRefundId);
    const refund = await query.executeTakeFirst();
    if (!refund) return { result: 'unknown_refund', emailIds: [] };
    if (refund.status !== 'requested')
      return { result: 'duplicate', status: refund.status, emailIds: [] };
    if (evidence.outcome === 'pending')
      return { result: 'pending', status: 'requested', emailIds: [] };
    if (evidence.outcome === 'failed' || evidence.amountPaise !== Number(refund.amount_paise)) {
      const detail =
        evidence.outcome === 'failed'
          ? (evidence.detail ?? 'The provider refused the refund.')
          : `The provider reported ${evidence.amountPaise} paise, not the ${refund.amount_paise} asked for.`;
      await trx
        .updateTable('refunds')
        .set({ status: 'failed', failure: detail.slice(0, 500) })
        .where('id', '=', refund.id)
        .execute();
      await restoreCredits(trx, refund.credits_withdrawn);
      return { result: 'applied', status: 'failed', emailIds: [] };
    }
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'reference', 'user_id', 'status', 'total_paise', 'locale'])
      .where('id', '=', refund.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const now = new Date();
    const creditNote = await issueCreditNote(trx, {
      orderId: order.id,
      amountPaise: Number(refund.amount_paise),
      reason: refund.reason,
      at: now,
    });
    await trx
      .updateTable('refunds')
      .set({
        status: 'processed',
        processed_at: now,
        provider_refund_id: refund.provider_refund_id ?? evidence.providerRefundId,
        credit_note_id: creditNote?.id ?? null,
      })
      .where('id', '=', refund.id)
      .execute();
    const done = await trx
      .selectFrom('refunds')
      .select((eb) => eb.fn.sum<string>('amount_paise').as('sum'))
      .where('order_id', '=', order.id)
      .where('status', '=', 'processed')
      .executeTakeFirstOrThrow();
    const next = afterRefund(order.status, Number(done.sum), Number(order.total_paise));
    if (next) {
      await updateOrder(trx, order.id, { status: next, updated_at: now });
    }
    const sessionEmails =
      refund.booked_sessions === 'cancel'
        ? await cancelRefundedSessions(trx, refund.credits_withdrawn, now)
        : [];
    const view = await getOrderView(trx, order.reference, order.user_id);
    const emailId =
      view && creditNote
        ? await queueEmail(trx, {
            ...refundEmail(view, creditNote.number, Number(refund.amount_paise), order.locale),
            idempotencyKey: `order-refund:${refund.id}`,
            about: { userId: order.user_id, orderId: order.id },
            attachDocumentId: creditNote.id,
            attachments: await documentAttachment(trx, creditNote.id),
          })
        : undefined;
    return {
      result: 'applied',
      status: 'processed',
      emailIds: [...(emailId ? [emailId] : []), ...sessionEmails],
    };
  });
}

/**
 * How long one reconciliation run keeps asking about refunds, after the orders have had theirs
 * (payments-reconcile must end within Netlify's 30 s); the rest wait for the next run.
 */
export const REFUNDS_BUDGET_MS = 4_000;

/** Asks the provider about refunds still waiting for its word (reconciliation), oldest first. */
export async function reconcileRefunds(
  database: Db,
  provider?: PaymentProvider,
  budgetMs = REFUNDS_BUDGET_MS,
) {
  const stopAt = performance.now() + budgetMs;
  let query = database
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.provider',
      'r.amount_paise',
      'r.provider_refund_id',
      'o.reference',
      'o.payment_reference',
    ])
    .where('r.status', '=', 'requested')
    .where('r.provider_refund_id', 'is not', null);
  if (provider) query = query.where('r.provider', '=', provider);
  const waiting = await query.orderBy('r.created_at').execute();
  const emailIds: string[] = [];
  let checked = 0;
  for (const refund of waiting) {
    if (checked > 0 && performance.now() > stopAt) break;
    checked++;
    try {
      const evidence = await gatewayFor(refund.provider).queryRefund({
        refundId: refund.id,
        orderReference: refund.reference,
        paymentReference: refund.payment_reference ?? '',
        amountPaise: Number(refund.amount_paise),
        providerRefundId: refund.provider_refund_id!,
      });
      emailIds.push(
        ...(await settleRefund(database, { ...evidence, refundId: refund.id })).emailIds,
      );
    } catch (error) {
      console.error(`[refunds] refund ${refund.id} could not be checked: ${String(error)}`);
    }
  }
  return { checked, deferred: waiting.length - checked, emailIds };
}
