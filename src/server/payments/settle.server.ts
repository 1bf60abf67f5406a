import type { OrderStatus } from '#/features/shop/shop.ts';
import { formatPrice } from '#/lib/money.ts';
import { applyPaidOrderToBookings } from '#/server/bookings/paid-order.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { documentAttachment } from '#/server/invoices/attachment.server.ts';
import { issueSaleDocument } from '#/server/invoices/issue.server.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { confirmationEmail } from '#/server/orders/confirmation-email.ts';
import { afterPayment, canTransition } from '#/server/orders/order-state.ts';
import { getOrderView } from '#/server/orders/orders.server.ts';
import { updateOrder } from '#/server/orders/status.server.ts';
import type { PaymentEvidence } from './gateway.ts';

export type EvidenceSource = 'notification' | 'return' | 'reconciliation';

export interface SettleResult {
  /** applied: the order changed; duplicate: this fact was seen before; unchanged: nothing to do. */
  result: 'applied' | 'duplicate' | 'unchanged' | 'unknown_order';
  orderReference?: string;
  status?: OrderStatus;
  /** Confirmation e-mails queued by this call, to send after the transaction. */
  emailIds: string[];
}

const mismatchMessage = (
  received: number | undefined,
  currency: string | undefined,
  due: number,
) =>
  received === undefined || currency !== 'INR'
    ? `The payment was made in a currency or amount we could not read (${currency ?? 'unknown'}), not the ${formatPrice(due)} due. Our care team will contact you to put it right.`
    : `The amount received (${formatPrice(received)}) does not match the order total (${formatPrice(due)}). Our care team will contact you to put it right.`;

/**
 * Applies one verified payment fact to its order, once, in one transaction: the fact is
 * recorded under a unique key (a repeat stops here), the order row is locked, the amount and
 * currency are checked against what the order was priced at, the state moves only along the
 * allowed transitions, and a paid order queues its confirmation e-mail under an idempotency key.
 */
export async function settlePayment(
  database: Db,
  evidence: PaymentEvidence,
  source: EvidenceSource,
): Promise<SettleResult> {
  return database.transaction().execute(async (trx) => {
    const attempt = await trx
      .selectFrom('payment_attempts')
      .select(['order_id'])
      .where('provider', '=', evidence.provider)
      .where('provider_order_id', '=', evidence.providerOrderId)
      .executeTakeFirst();
    const event = await trx
      .insertInto('payment_events')
      .values({
        provider: evidence.provider,
        event_key: evidence.eventKey,
        order_id: attempt?.order_id ?? null,
        source,
        outcome: evidence.outcome,
        amount_paise: evidence.amountPaise ?? null,
        currency: evidence.currency ?? null,
        payment_reference: evidence.paymentReference,
        detail: evidence.detail,
        payload: JSON.stringify(evidence.payload ?? {}),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!attempt) return { result: 'unknown_order', emailIds: [] };
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'reference', 'user_id', 'status', 'total_paise', 'currency', 'locale'])
      .where('id', '=', attempt.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const base = { orderReference: order.reference, status: order.status };
    if (!event) return { ...base, result: 'duplicate', emailIds: [] };

    const due = Number(order.total_paise);
    const amountMatches = evidence.amountPaise === due && evidence.currency === order.currency;
    if (evidence.outcome === 'captured' && !amountMatches) {
      await trx
        .updateTable('payment_events')
        .set({ outcome: 'amount_mismatch' })
        .where('id', '=', event.id)
        .execute();
      if (!canTransition(order.status, 'failed'))
        return { ...base, result: 'unchanged', emailIds: [] };
      await updateOrder(trx, order.id, {
        status: 'failed',
        error_message: mismatchMessage(evidence.amountPaise, evidence.currency, due),
        payment_reference: evidence.paymentReference,
        updated_at: new Date(),
      });
      return { ...base, status: 'failed', result: 'applied', emailIds: [] };
    }

    const next = afterPayment(order.status, evidence.outcome);
    if (!next) return { ...base, result: 'unchanged', emailIds: [] };
    const now = new Date();
    await updateOrder(
      trx,
      order.id,
      next === 'paid'
        ? {
            status: next,
            paid_at: now,
            error_message: null,
            payment_reference: evidence.paymentReference,
            updated_at: now,
          }
        : {
            status: next,
            error_message: evidence.detail,
            payment_reference: evidence.paymentReference,
            updated_at: now,
          },
    );
    const emailIds: string[] = [];
    // Packages become session credits; a session held for this order is confirmed.
    if (next === 'paid') {
      emailIds.push(...(await applyPaidOrderToBookings(trx, order.id, order.user_id, now)));
      // The tax invoice is numbered here, in the transaction that makes the order paid.
      const document = await issueSaleDocument(trx, order.id, now);
      const view = await getOrderView(trx, order.reference, order.user_id);
      const id = view
        ? await queueEmail(trx, {
            ...confirmationEmail(view, order.locale),
            about: { userId: order.user_id, orderId: order.id },
            attachDocumentId: document?.id,
            attachments: document ? await documentAttachment(trx, document.id) : undefined,
          })
        : undefined;
      if (id) emailIds.push(id);
    }
    return { ...base, status: next, result: 'applied', emailIds };
  });
}
