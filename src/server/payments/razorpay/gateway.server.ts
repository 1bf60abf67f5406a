import { localizedPath } from '#/lib/i18n.ts';
import { config } from '#/server/config.ts';
import type {
  PaymentEvidence,
  PaymentGateway,
  PaymentOutcome,
  RefundEvidence,
} from '#/server/payments/gateway.ts';
import { DECLINED_MESSAGE, GatewayError } from '#/server/payments/gateway.ts';
import {
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
  refundIdOfReceipt,
  refundReceipt,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from './protocol.ts';

function keys() {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = config();
  if (!keyId || !keySecret) throw new GatewayError('Razorpay is not configured');
  return { keyId, keySecret };
}

/** Calls Razorpay's API with the key pair (HTTP Basic), answering its JSON or a GatewayError. */
async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { keyId, keySecret } = keys();
  const response = await fetch(`${config().RAZORPAY_API_BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => {
    throw new GatewayError(`Razorpay ${path} failed: ${String(error)}`);
  });
  const body = (await response.json().catch(() => undefined)) as
    | (T & { error?: { description?: string } })
    | undefined;
  if (!response.ok || !body) {
    throw new GatewayError(
      `Razorpay ${path} answered ${response.status}: ${body?.error?.description ?? 'no details'}`,
    );
  }
  return body;
}

function outcomeOf(payment: RazorpayPayment): PaymentOutcome {
  if (payment.status === 'captured') return 'captured';
  if (payment.status === 'failed') return 'failed';
  return 'pending';
}

/** One payment as evidence. Only payments Razorpay itself described reach here. */
export function paymentEvidence(payment: RazorpayPayment): PaymentEvidence {
  const outcome = outcomeOf(payment);
  return {
    provider: 'razorpay',
    eventKey: `payment:${payment.id}:${outcome}`,
    providerOrderId: payment.order_id,
    outcome,
    amountPaise: Number.isSafeInteger(payment.amount) ? payment.amount : undefined,
    currency: payment.currency,
    paymentReference: payment.id,
    detail:
      outcome === 'failed'
        ? payment.error_description
          ? `${payment.error_description}. No money was taken. Please try again or choose another payment method.`
          : DECLINED_MESSAGE
        : null,
    payload: payment,
  };
}

/** A refund as evidence. Only refunds Razorpay itself described reach here. */
export function refundEvidence(refund: RazorpayRefund): RefundEvidence {
  return {
    provider: 'razorpay',
    providerRefundId: refund.id,
    refundId: refundIdOfReceipt(refund.receipt),
    outcome: refund.status,
    amountPaise: Number.isSafeInteger(refund.amount) ? refund.amount : undefined,
    detail: refund.status === 'failed' ? 'Razorpay could not process the refund.' : null,
  };
}

/**
 * The refund a verified refund.* webhook describes (refund.processed, refund.failed);
 * undefined for other events or a signature that does not match.
 */
export function readRefundWebhook(rawBody: string, signature: string): RefundEvidence | undefined {
  const secret = config().RAZORPAY_WEBHOOK_SECRET;
  if (!secret || !signature || !verifyWebhookSignature(rawBody, signature, secret)) return;
  const event = JSON.parse(rawBody) as {
    event?: string;
    payload?: { refund?: { entity?: RazorpayRefund } };
  };
  const refund = event.payload?.refund?.entity;
  if (!event.event?.startsWith('refund.') || !refund?.id) return;
  return refundEvidence(refund);
}

/** The payment a verified webhook describes; undefined when its signature does not match. */
export function readWebhook(rawBody: string, signature: string): PaymentEvidence | undefined {
  const secret = config().RAZORPAY_WEBHOOK_SECRET;
  if (!secret || !signature || !verifyWebhookSignature(rawBody, signature, secret)) return;
  const event = JSON.parse(rawBody) as {
    event?: string;
    payload?: { payment?: { entity?: RazorpayPayment } };
  };
  const payment = event.payload?.payment?.entity;
  if (!payment?.id || !payment.order_id) return;
  return paymentEvidence(payment);
}

/**
 * The checkout's return: its signature proves Razorpay made these ids, and then Razorpay's own
 * API says what happened to the payment.
 */
export async function readCheckoutReturn(fields: {
  orderId: string;
  paymentId: string;
  signature: string;
}): Promise<PaymentEvidence | undefined> {
  const { keySecret } = keys();
  if (!verifyPaymentSignature(fields.orderId, fields.paymentId, fields.signature, keySecret)) {
    return undefined;
  }
  const payment = await api<RazorpayPayment>(
    `/v1/payments/${encodeURIComponent(fields.paymentId)}`,
  );
  if (payment.order_id !== fields.orderId) return undefined;
  return paymentEvidence(payment);
}

export const razorpay: PaymentGateway = {
  provider: 'razorpay',
  available() {
    const cfg = config();
    return Boolean(cfg.RAZORPAY_KEY_ID && cfg.RAZORPAY_KEY_SECRET && cfg.RAZORPAY_WEBHOOK_SECRET);
  },
  async start(order, siteUrl) {
    const { keyId } = keys();
    const created = await api<RazorpayOrder>('/v1/orders', {
      method: 'POST',
      body: {
        amount: order.totalPaise,
        currency: 'INR',
        receipt: order.reference,
        notes: { reference: order.reference },
      },
    });
    if (created.amount !== order.totalPaise || created.currency !== 'INR') {
      throw new GatewayError(`Razorpay created order ${created.id} with a different amount`);
    }
    return {
      action: config().RAZORPAY_CHECKOUT_URL,
      providerOrderId: created.id,
      fields: {
        key_id: keyId,
        order_id: created.id,
        name: 'Psycortex',
        description: `Order ${order.reference}`,
        'prefill[name]': order.billing.name,
        'prefill[email]': order.billing.email,
        'prefill[contact]': order.billing.phone,
        callback_url: `${siteUrl}/api/payments/razorpay/callback`,
        cancel_url: `${siteUrl}${localizedPath(order.locale ?? 'en', '/user/mycart')}?cancelled=${order.reference}`,
      },
    };
  },
  async query(orderId) {
    const { items } = await api<{ items: RazorpayPayment[] }>(
      `/v1/orders/${encodeURIComponent(orderId)}/payments`,
    );
    return items.filter((p) => p.order_id === orderId).map(paymentEvidence);
  },
  // POST /v1/payments/:id/refund (normal speed); Razorpay confirms with refund.processed.
  async refund(ask) {
    const refund = await api<RazorpayRefund>(
      `/v1/payments/${encodeURIComponent(ask.paymentReference)}/refund`,
      {
        method: 'POST',
        body: {
          amount: ask.amountPaise,
          speed: 'normal',
          receipt: refundReceipt(ask.refundId),
          notes: { reference: ask.orderReference },
        },
      },
    );
    return refundEvidence(refund);
  },
  async queryRefund(ask) {
    const refund = await api<RazorpayRefund>(
      `/v1/payments/${encodeURIComponent(ask.paymentReference)}/refunds/${encodeURIComponent(ask.providerRefundId)}`,
    );
    return refundEvidence(refund);
  },
};
