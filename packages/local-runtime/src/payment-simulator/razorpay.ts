import { randomBytes } from 'node:crypto';
import { readJsonBody } from '../body.ts';
import {
  absolute,
  alnum,
  formOf,
  hmac,
  type Notification,
  type ProviderSimulator,
  type SimPayment,
  type SimRefund,
  type SimulatorCore,
  same,
} from './common.ts';
import { autoPost, paymentPage, refusal } from './page.ts';

/**
 * Razorpay: the Orders and Payments API (Basic auth with key id and secret), the hosted checkout
 * the browser posts to, its return to the merchant's callback (signed with HMAC-SHA256 of order
 * id and payment id) and the webhooks (`X-Razorpay-Signature`, HMAC-SHA256 of the raw body with
 * the webhook secret) for `payment.captured`, `payment.failed` and `order.paid`. Refunds:
 * `POST /v1/payments/:id/refund` answers a pending refund (never more than is left of the
 * capture), which is processed a moment later and reported by the `refund.processed` webhook,
 * signed the same way; `GET /v1/payments/:id/refunds/:refund_id` tells its state.
 */

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
  key_id: string;
}

const PREFIX = '/_dev/razorpay';
/** How long the bank takes to confirm a refund here: long enough to see it pending. */
const REFUND_DELAY_MS = 500;
const CHECKOUT = `${PREFIX}/v1/checkout/embedded`;

/** The simulator's addresses when it is served at `origin`. */
export function razorpayEndpoints(origin: string) {
  return { apiBase: `${origin}${PREFIX}`, checkoutUrl: `${origin}${CHECKOUT}` };
}

export function localRazorpayCredentials(): RazorpayCredentials {
  return {
    keyId: `rzp_test_${alnum(14)}`,
    keySecret: randomBytes(18).toString('base64url'),
    webhookSecret: randomBytes(18).toString('base64url'),
  };
}

const razorpayError = (status: number, description: string) =>
  Response.json({ error: { code: 'BAD_REQUEST_ERROR', description } }, { status });

export function createRazorpay(
  core: SimulatorCore,
  creds: RazorpayCredentials,
  /** The webhook URL, as set in Razorpay's dashboard. */
  webhookUrl: string,
): ProviderSimulator {
  const { state } = core;

  function authorised(request: Request): boolean {
    const header = request.headers.get('authorization') ?? '';
    const [user, pass] = Buffer.from(header.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    return user === creds.keyId && same(pass ?? '', creds.keySecret);
  }

  function paymentEntity(x: SimPayment) {
    const failed = x.status === 'failed';
    return {
      id: x.paymentId,
      entity: 'payment',
      amount: x.amountPaise,
      currency: 'INR',
      status: x.status === 'captured' ? 'captured' : failed ? 'failed' : 'created',
      order_id: x.reference,
      method: 'upi',
      vpa: 'payer@upi',
      captured: x.status === 'captured',
      email: x.request['prefill[email]'] ?? '',
      contact: x.request['prefill[contact]'] ?? '',
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed because the UPI request was declined' : null,
      error_reason: failed ? 'payment_declined' : null,
      created_at: Math.floor(Date.parse(x.createdAt) / 1000),
    };
  }

  async function api(request: Request, path: string): Promise<Response> {
    if (!authorised(request)) return razorpayError(401, 'The api key provided is invalid');
    if (request.method === 'POST' && path === '/v1/orders') {
      const body = ((await readJsonBody(request)) ?? {}) as Record<string, unknown>;
      if (!Number.isSafeInteger(body.amount) || (body.amount as number) < 100) {
        return razorpayError(400, 'The amount must be atleast INR 1.00');
      }
      if (body.currency !== 'INR') return razorpayError(400, 'Currency is not supported');
      if (typeof body.receipt === 'string' && body.receipt.length > 40) {
        return razorpayError(400, 'receipt: the length must be no more than 40.');
      }
      const order: RazorpayOrder = {
        id: `order_${alnum(14)}`,
        entity: 'order',
        amount: body.amount as number,
        amount_paid: 0,
        amount_due: body.amount as number,
        currency: 'INR',
        receipt: String(body.receipt ?? ''),
        status: 'created',
        attempts: 0,
        notes: (body.notes as Record<string, string>) ?? {},
        created_at: Math.floor(Date.now() / 1000),
        key_id: creds.keyId,
      };
      state.orders.push(order);
      await core.save();
      const { key_id: _, ...visible } = order;
      return Response.json(visible);
    }
    const order = /^\/v1\/orders\/([\w]+)(\/payments)?$/.exec(path);
    if (request.method === 'GET' && order) {
      const found = state.orders.find((o) => o.id === order[1]);
      if (!found) return razorpayError(400, 'The id provided does not exist');
      if (order[2]) {
        const items = state.payments
          .filter((x) => x.provider === 'razorpay' && x.reference === found.id && x.paymentId)
          .map(paymentEntity);
        return Response.json({ entity: 'collection', count: items.length, items });
      }
      const { key_id: _, ...visible } = found;
      return Response.json(visible);
    }
    const payment = /^\/v1\/payments\/([\w]+)$/.exec(path);
    if (request.method === 'GET' && payment) {
      const found = state.payments.find(
        (x) => x.provider === 'razorpay' && x.paymentId === payment[1],
      );
      return found
        ? Response.json(paymentEntity(found))
        : razorpayError(400, 'The id provided does not exist');
    }
    const refund = /^\/v1\/payments\/([\w]+)\/refunds?(?:\/([\w]+))?$/.exec(path);
    if (refund) return refunds(request, refund[1]!, refund[2]);
    return razorpayError(404, 'The requested URL was not found on the server.');
  }

  function refundEntity(r: SimRefund) {
    return {
      id: r.id,
      entity: 'refund',
      amount: r.amountPaise,
      currency: 'INR',
      payment_id: r.paymentId,
      notes: r.notes,
      receipt: r.receipt,
      status: r.status,
      speed_requested: 'normal',
      speed_processed: 'normal',
      created_at: Math.floor(Date.parse(r.createdAt) / 1000),
    };
  }

  async function refunds(request: Request, paymentId: string, refundId?: string) {
    const payment = state.payments.find(
      (x) => x.provider === 'razorpay' && x.paymentId === paymentId,
    );
    if (!payment) return razorpayError(400, 'The id provided does not exist');
    if (request.method === 'GET' && refundId) {
      const found = state.refunds.find((r) => r.id === refundId && r.paymentId === paymentId);
      return found
        ? Response.json(refundEntity(found))
        : razorpayError(400, 'The id provided does not exist');
    }
    if (request.method !== 'POST' || refundId)
      return razorpayError(404, 'The requested URL was not found on the server.');
    if (payment.status !== 'captured')
      return razorpayError(400, 'The payment has not been captured, so it cannot be refunded');
    const body = ((await readJsonBody(request)) ?? {}) as Record<string, unknown>;
    const refunded = state.refunds
      .filter((r) => r.paymentId === paymentId && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amountPaise, 0);
    const amount = body.amount === undefined ? payment.amountPaise - refunded : body.amount;
    if (!Number.isSafeInteger(amount) || (amount as number) < 100)
      return razorpayError(400, 'The refund amount must be atleast INR 1.00');
    if ((amount as number) > payment.amountPaise - refunded)
      return razorpayError(
        400,
        'The total refund amount is greater than the refund payment amount',
      );
    const created: SimRefund = {
      id: `rfnd_${alnum(14)}`,
      provider: 'razorpay',
      paymentId,
      reference: payment.reference,
      amountPaise: amount as number,
      status: 'pending',
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      notes: (body.notes as Record<string, string>) ?? {},
      sent: [],
      createdAt: new Date().toISOString(),
    };
    state.refunds.push(created);
    await core.save();
    // Razorpay answers at once that the refund is pending; the bank's confirmation follows as
    // the refund.processed webhook.
    setTimeout(() => {
      created.status = 'processed';
      created.sent = [refundWebhook(created, payment)];
      void core.save();
      core.notify('razorpay', created.sent);
    }, REFUND_DELAY_MS);
    return Response.json(refundEntity(created));
  }

  function refundWebhook(refund: SimRefund, payment: SimPayment): Notification {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_local',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: refundEntity(refund) },
        payment: { entity: { ...paymentEntity(payment), status: 'refunded' } },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      url: webhookUrl,
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(creds.webhookSecret, body),
        'x-razorpay-event-id': `evt_${alnum(14)}`,
      },
    };
  }

  async function checkout(request: Request): Promise<Response> {
    const form = await formOf(request);
    if (form.key_id !== creds.keyId) return refusal('Razorpay', 'Unknown key_id.');
    const order = state.orders.find((o) => o.id === form.order_id);
    if (!order || order.key_id !== form.key_id)
      return refusal('Razorpay', 'The order_id does not exist for this key.');
    if (order.status === 'paid') return refusal('Razorpay', 'This order has already been paid.');
    if (form.amount !== undefined && Number(form.amount) !== order.amount) {
      return refusal('Razorpay', 'The amount does not match the order.');
    }
    if (form.currency !== undefined && form.currency !== order.currency) {
      return refusal('Razorpay', 'The currency does not match the order.');
    }
    if (!absolute(form.callback_url) || (form.cancel_url && !absolute(form.cancel_url))) {
      return refusal('Razorpay', 'callback_url and cancel_url must be absolute http(s) addresses.');
    }
    order.status = 'attempted';
    order.attempts++;
    const payment = core.newPayment('razorpay', order.id, order.amount, form);
    return paymentPage({
      provider: 'Razorpay',
      merchant: core.merchant,
      sessionId: payment.session,
      reference: order.id,
      amountPaise: order.amount,
      method: 'UPI',
    });
  }

  function webhooks(payment: SimPayment, order: RazorpayOrder): Notification[] {
    const events =
      payment.status === 'captured'
        ? [
            {
              event: 'payment.captured',
              contains: ['payment'],
              payload: { payment: { entity: paymentEntity(payment) } },
            },
            {
              event: 'order.paid',
              contains: ['payment', 'order'],
              payload: {
                payment: { entity: paymentEntity(payment) },
                order: { entity: { ...order, key_id: undefined } },
              },
            },
          ]
        : [
            {
              event: 'payment.failed',
              contains: ['payment'],
              payload: { payment: { entity: paymentEntity(payment) } },
            },
          ];
    return events.map((e) => {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_local',
        ...e,
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        url: webhookUrl,
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(creds.webhookSecret, body),
          'x-razorpay-event-id': `evt_${alnum(14)}`,
        },
      };
    });
  }

  return {
    provider: 'razorpay',
    async handle(request, pathname) {
      if (pathname === CHECKOUT && request.method === 'POST') return checkout(request);
      if (pathname.startsWith(`${PREFIX}/v1/`)) return api(request, pathname.slice(PREFIX.length));
      return undefined;
    },
    acknowledged: (response) => response.ok,
    cancelUrl: (payment) => payment.request.cancel_url,
    decide(payment, approved) {
      payment.paymentId = `pay_${alnum(14)}`;
      const order = state.orders.find((o) => o.id === payment.reference)!;
      if (approved) {
        order.status = 'paid';
        order.amount_paid = order.amount;
        order.amount_due = 0;
      }
      const back = autoPost(
        payment.request.callback_url!,
        approved
          ? {
              razorpay_payment_id: payment.paymentId,
              razorpay_order_id: order.id,
              razorpay_signature: hmac(creds.keySecret, `${order.id}|${payment.paymentId}`),
            }
          : {
              'error[code]': 'BAD_REQUEST_ERROR',
              'error[description]': 'Payment failed because the UPI request was declined',
              'error[source]': 'customer',
              'error[step]': 'payment_authorization',
              'error[reason]': 'payment_declined',
              'error[metadata]': JSON.stringify({
                payment_id: payment.paymentId,
                order_id: order.id,
              }),
            },
        core.merchant,
      );
      return { notifications: webhooks(payment, order), back };
    },
  };
}
