import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { escapeHtml } from './html.ts';
import { autoPost, paymentPage, refusal, simulatorPage } from './payment-gateway-page.ts';

/**
 * A local payment gateway speaking PayDollar's and Razorpay's protocols with their real hashes
 * and signatures: it checks the merchant's requests, shows a payment page with Approve, Decline
 * and Cancel, sends the server-to-server notification (once, twice, late or never) and answers
 * the query APIs that reconciliation uses. The hashes are computed here independently of the
 * site's own code, so a mistake on either side shows up as a refusal.
 */

export interface GatewayCredentials {
  paydollar: {
    merchantId: string;
    secret: string;
    algorithm: 'sha1' | 'sha256';
    loginId: string;
    password: string;
  };
  razorpay: { keyId: string; keySecret: string; webhookSecret: string };
}

const alnum = (n: number) => {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: n }, () => chars[randomInt(chars.length)]).join('');
};

export function localGatewayCredentials(): GatewayCredentials {
  return {
    paydollar: {
      merchantId: String(randomInt(10_000_000, 99_999_999)),
      secret: randomBytes(18).toString('base64url'),
      algorithm: 'sha1',
      loginId: 'psycortex-api',
      password: randomBytes(12).toString('base64url'),
    },
    razorpay: {
      keyId: `rzp_test_${alnum(14)}`,
      keySecret: randomBytes(18).toString('base64url'),
      webhookSecret: randomBytes(18).toString('base64url'),
    },
  };
}

export const GATEWAY_PREFIX = '/_dev';

/** The site's variables that point its payment code at this simulator. */
export function gatewayEnv(siteUrl: string, c: GatewayCredentials): Record<string, string> {
  return {
    PAYDOLLAR_PAYMENT_URL: `${siteUrl}/_dev/paydollar/eng/payment/payForm.jsp`,
    PAYDOLLAR_QUERY_URL: `${siteUrl}/_dev/paydollar/eng/merchant/api/orderApi.jsp`,
    PAYDOLLAR_MERCHANT_ID: c.paydollar.merchantId,
    PAYDOLLAR_SECURE_HASH_SECRET: c.paydollar.secret,
    PAYDOLLAR_HASH_ALGORITHM: c.paydollar.algorithm,
    PAYDOLLAR_API_LOGIN_ID: c.paydollar.loginId,
    PAYDOLLAR_API_PASSWORD: c.paydollar.password,
    RAZORPAY_API_BASE: `${siteUrl}/_dev/razorpay`,
    RAZORPAY_CHECKOUT_URL: `${siteUrl}/_dev/razorpay/v1/checkout/embedded`,
    RAZORPAY_KEY_ID: c.razorpay.keyId,
    RAZORPAY_KEY_SECRET: c.razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: c.razorpay.webhookSecret,
  };
}

type Delivery = 'once' | 'twice' | 'late' | 'never';
type Provider = 'paydollar' | 'razorpay';

/** One payment attempt on the simulator's page. */
export interface SimPayment {
  session: string;
  provider: Provider;
  /** PayDollar orderRef or Razorpay order id. */
  reference: string;
  amountPaise: number;
  status: 'open' | 'captured' | 'failed' | 'cancelled';
  /** PayDollar PayRef or Razorpay payment id, once decided. */
  paymentId: string | null;
  delivery: Delivery;
  notificationsDelivered: number;
  /** What the merchant asked for: return addresses and prefill. */
  request: Record<string, string>;
  /** Notifications as sent, so that a redelivery repeats them exactly. */
  sent: Array<{ url: string; body: string; headers: Record<string, string> }>;
  createdAt: string;
}

interface RazorpayOrder {
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

interface State {
  payments: SimPayment[];
  orders: RazorpayOrder[];
}

export interface PaymentGateway {
  handle(request: Request): Promise<Response | undefined>;
  /** Resolves when every notification started so far has been delivered (or given up). */
  settled(): Promise<void>;
  payments(): SimPayment[];
  redeliver(provider: Provider, reference: string): Promise<void>;
  clear(): Promise<void>;
}

const sha = (algorithm: 'sha1' | 'sha256', text: string) =>
  createHash(algorithm).update(text).digest('hex');
const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');
const same = (a: string, b: string) => {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
};
const absolute = (url: string | undefined) => {
  try {
    return Boolean(url) && /^https?:$/.test(new URL(url!).protocol);
  } catch {
    return false;
  }
};
const rupees = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
const xml = (text: string) => escapeHtml(text);

export async function createPaymentGateway(options: {
  siteUrl: string;
  credentials: GatewayCredentials;
  file?: string;
  lateDelayMs?: number;
}): Promise<PaymentGateway> {
  const { siteUrl, credentials: creds, file } = options;
  const lateDelayMs = options.lateDelayMs ?? 3000;
  const state: State = file
    ? (JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Partial<State> as State)
    : { payments: [], orders: [] };
  state.payments ??= [];
  state.orders ??= [];
  const pending = new Set<Promise<unknown>>();
  const save = async () => {
    if (file) await writeFile(file, JSON.stringify(state));
  };

  /** Posts one notification; retries like the real gateways when the merchant does not acknowledge it. */
  async function post(payment: SimPayment, message: SimPayment['sent'][number]) {
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const response = await fetch(message.url, {
          method: 'POST',
          headers: message.headers,
          body: message.body,
        });
        const text = await response.text();
        const acknowledged = payment.provider === 'paydollar' ? text.startsWith('OK') : response.ok;
        if (acknowledged) {
          payment.notificationsDelivered++;
          await save();
          return;
        }
      } catch {
        // The merchant is unreachable: try again, as the real gateways do.
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    console.error(
      `[payments] ${payment.provider} notification for ${payment.reference} was not acknowledged`,
    );
  }

  function deliver(payment: SimPayment, messages: SimPayment['sent']): Promise<void> {
    payment.sent = messages;
    const times = payment.delivery === 'never' ? 0 : payment.delivery === 'twice' ? 2 : 1;
    const run = async () => {
      if (payment.delivery === 'late') await new Promise((r) => setTimeout(r, lateDelayMs));
      for (let i = 0; i < times; i++) for (const m of messages) await post(payment, m);
    };
    const task = run();
    pending.add(task);
    void task.finally(() => pending.delete(task));
    // A late notification must not hold the browser up; the others arrive before it returns.
    return payment.delivery === 'late' ? Promise.resolve() : task;
  }

  // PayDollar ---------------------------------------------------------------------------------

  function paydollarFeed(payment: SimPayment): SimPayment['sent'][number] {
    const success = payment.status === 'captured';
    const fields: Record<string, string> = {
      src: success ? '0' : '1',
      prc: success ? '0' : '1',
      Ord: String(randomInt(1_000_000, 9_999_999)),
      Holder: payment.request.holder ?? 'Local Payer',
      successcode: success ? '0' : '1',
      Ref: payment.reference,
      PayRef: payment.paymentId!,
      Amt: rupees(payment.amountPaise),
      Cur: '356',
      remark: '',
      AuthId: success ? String(randomInt(100_000, 999_999)) : '',
      eci: '07',
      payerAuth: 'N',
      sourceIp: '127.0.0.1',
      ipCountry: 'IN',
      payMethod: 'VISA',
      TxTime: new Date().toISOString().replace('T', ' ').slice(0, 19),
    };
    const f = (k: string) => fields[k] ?? '';
    fields.secureHash = sha(
      creds.paydollar.algorithm,
      [
        f('src'),
        f('prc'),
        f('successcode'),
        f('Ref'),
        f('PayRef'),
        f('Cur'),
        f('Amt'),
        f('payerAuth'),
        creds.paydollar.secret,
      ].join('|'),
    );
    return {
      url: `${siteUrl}/api/payments/paydollar/datafeed`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    };
  }

  async function paydollarPayForm(request: Request): Promise<Response> {
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    const p = creds.paydollar;
    if (form.merchantId !== p.merchantId) return refusal('PayDollar', 'Unknown merchantId.');
    if (form.currCode !== '356')
      return refusal('PayDollar', 'Only currCode 356 (Indian rupee) is enabled for this merchant.');
    if (!/^\d+\.\d{2}$/.test(form.amount ?? '') || Number(form.amount) <= 0) {
      return refusal(
        'PayDollar',
        'The amount must be a positive number with two decimals, e.g. 1499.00.',
      );
    }
    if (!/^[\w-]{1,35}$/.test(form.orderRef ?? ''))
      return refusal('PayDollar', 'The orderRef must be 1 to 35 letters, digits, - or _.');
    if (![form.successUrl, form.failUrl, form.cancelUrl].every(absolute)) {
      return refusal(
        'PayDollar',
        'successUrl, failUrl and cancelUrl must be absolute http(s) addresses.',
      );
    }
    const expected = sha(
      p.algorithm,
      [form.merchantId, form.orderRef, form.currCode, form.amount, form.payType, p.secret].join(
        '|',
      ),
    );
    if (!same(form.secureHash ?? '', expected))
      return refusal(
        'PayDollar',
        'The secureHash does not match the request (Secure Hash check failed).',
      );
    if (
      state.payments.some(
        (x) =>
          x.provider === 'paydollar' && x.reference === form.orderRef && x.status === 'captured',
      )
    ) {
      return refusal('PayDollar', 'This order has already been paid.');
    }
    const amountPaise = Math.round(Number(form.amount) * 100);
    const payment = newPayment('paydollar', form.orderRef!, amountPaise, form);
    return paymentPage({
      provider: 'PayDollar',
      sessionId: payment.session,
      reference: payment.reference,
      amountPaise,
      method: 'Card',
    });
  }

  async function paydollarQuery(request: Request): Promise<Response> {
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    const p = creds.paydollar;
    const answer = (body: string) =>
      new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<records>${body}</records>`, {
        headers: { 'content-type': 'text/xml; charset=utf-8' },
      });
    if (
      form.merchantId !== p.merchantId ||
      form.loginId !== p.loginId ||
      !same(form.password ?? '', p.password)
    ) {
      return answer(
        '<record><resultCode>-1</resultCode><errMsg>Authentication failed</errMsg></record>',
      );
    }
    if (form.actionType !== 'Query') {
      return answer(
        '<record><resultCode>-1</resultCode><errMsg>Unsupported actionType</errMsg></record>',
      );
    }
    const records = state.payments
      .filter(
        (x) =>
          x.provider === 'paydollar' && x.reference === form.orderRef && x.status !== 'cancelled',
      )
      .map((x) => {
        const status =
          x.status === 'captured' ? 'Accepted' : x.status === 'failed' ? 'Rejected' : 'Pending';
        const ok = x.status === 'captured';
        return `<record><orderStatus>${status}</orderStatus><ref>${xml(x.reference)}</ref><payRef>${xml(x.paymentId ?? '')}</payRef><amt>${rupees(x.amountPaise)}</amt><cur>356</cur><prc>${ok ? 0 : 1}</prc><src>${ok ? 0 : 1}</src><successcode>${ok ? 0 : 1}</successcode><payerAuth>N</payerAuth><errMsg>${x.status === 'failed' ? 'Transaction rejected by the issuing bank' : ''}</errMsg><txTime>${xml(x.createdAt)}</txTime></record>`;
      })
      .join('');
    return answer(records);
  }

  // Razorpay ----------------------------------------------------------------------------------

  const razorpayError = (status: number, description: string) =>
    Response.json({ error: { code: 'BAD_REQUEST_ERROR', description } }, { status });

  function authorised(request: Request): boolean {
    const header = request.headers.get('authorization') ?? '';
    const [user, pass] = Buffer.from(header.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    return user === creds.razorpay.keyId && same(pass ?? '', creds.razorpay.keySecret);
  }

  function razorpayPayment(x: SimPayment) {
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

  async function razorpayApi(request: Request, path: string): Promise<Response> {
    if (!authorised(request)) return razorpayError(401, 'The api key provided is invalid');
    if (request.method === 'POST' && path === '/v1/orders') {
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
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
        key_id: creds.razorpay.keyId,
      };
      state.orders.push(order);
      await save();
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
          .map(razorpayPayment);
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
        ? Response.json(razorpayPayment(found))
        : razorpayError(400, 'The id provided does not exist');
    }
    return razorpayError(404, 'The requested URL was not found on the server.');
  }

  async function razorpayCheckout(request: Request): Promise<Response> {
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    if (form.key_id !== creds.razorpay.keyId) return refusal('Razorpay', 'Unknown key_id.');
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
    const payment = newPayment('razorpay', order.id, order.amount, form);
    return paymentPage({
      provider: 'Razorpay',
      sessionId: payment.session,
      reference: order.id,
      amountPaise: order.amount,
      method: 'UPI',
    });
  }

  function razorpayWebhooks(payment: SimPayment): SimPayment['sent'] {
    const order = state.orders.find((o) => o.id === payment.reference)!;
    const events =
      payment.status === 'captured'
        ? [
            {
              event: 'payment.captured',
              contains: ['payment'],
              payload: { payment: { entity: razorpayPayment(payment) } },
            },
            {
              event: 'order.paid',
              contains: ['payment', 'order'],
              payload: {
                payment: { entity: razorpayPayment(payment) },
                order: { entity: { ...order, key_id: undefined } },
              },
            },
          ]
        : [
            {
              event: 'payment.failed',
              contains: ['payment'],
              payload: { payment: { entity: razorpayPayment(payment) } },
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
        url: `${siteUrl}/api/payments/razorpay/webhook`,
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(creds.razorpay.webhookSecret, body),
          'x-razorpay-event-id': `evt_${alnum(14)}`,
        },
      };
    });
  }

  // Both ----------------------------------------------------------------------------------------

  function newPayment(
    provider: Provider,
    reference: string,
    amountPaise: number,
    request: Record<string, string>,
  ): SimPayment {
    const payment: SimPayment = {
      session: randomBytes(12).toString('hex'),
      provider,
      reference,
      amountPaise,
      status: 'open',
      paymentId: null,
      delivery: 'once',
      notificationsDelivered: 0,
      request,
      sent: [],
      createdAt: new Date().toISOString(),
    };
    state.payments.push(payment);
    void save();
    return payment;
  }

  async function decide(request: Request, session: string): Promise<Response> {
    const payment = state.payments.find((x) => x.session === session);
    if (payment?.status !== 'open') {
      return simulatorPage(
        'Payment closed',
        '<h1>This payment page has closed</h1><p>Start again from the Psycortex checkout.</p>',
        410,
      );
    }
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    const delivery =
      (['once', 'twice', 'late', 'never'] as const).find((d) => d === form.delivery) ?? 'once';
    payment.delivery = delivery;
    const r = payment.request;
    if (form.action === 'cancel') {
      payment.status = 'cancelled';
      await save();
      const target = payment.provider === 'paydollar' ? r.cancelUrl : r.cancel_url;
      return Response.redirect(target ?? siteUrl, 303);
    }
    const approved = form.action === 'approve';
    payment.status = approved ? 'captured' : 'failed';
    if (payment.provider === 'paydollar') {
      payment.paymentId = String(randomInt(1_000_000, 99_999_999));
      await save();
      await deliver(payment, [paydollarFeed(payment)]);
      const back = new URL(approved ? r.successUrl! : r.failUrl!);
      back.searchParams.set('Ref', payment.reference);
      return Response.redirect(back.href, 303);
    }
    payment.paymentId = `pay_${alnum(14)}`;
    const order = state.orders.find((o) => o.id === payment.reference)!;
    if (approved) {
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    await save();
    await deliver(payment, razorpayWebhooks(payment));
    return autoPost(
      r.callback_url!,
      approved
        ? {
            razorpay_payment_id: payment.paymentId,
            razorpay_order_id: order.id,
            razorpay_signature: hmac(creds.razorpay.keySecret, `${order.id}|${payment.paymentId}`),
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
    );
  }

  function listPage(): Response {
    const rows = state.payments
      .slice()
      .reverse()
      .map(
        (x) =>
          `<tr><td>${x.provider}</td><td>${escapeHtml(x.reference)}</td><td>${rupees(x.amountPaise)}</td><td>${x.status}</td><td>${x.delivery}</td><td>${x.notificationsDelivered}</td></tr>`,
      )
      .join('');
    return simulatorPage(
      'Payment simulator',
      `<h1>Payment simulator</h1><table><caption>Payments, newest first</caption><thead><tr><th scope="col">Provider</th><th scope="col">Reference</th><th scope="col">Amount (INR)</th><th scope="col">Status</th><th scope="col">Notification</th><th scope="col">Delivered</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }

  async function redeliver(provider: Provider, reference: string): Promise<void> {
    const payment = [...state.payments]
      .reverse()
      .find((x) => x.provider === provider && x.reference === reference && x.sent.length > 0);
    if (!payment) throw new Error(`no notification was sent for ${provider} ${reference}`);
    for (const message of payment.sent) await post(payment, message);
  }

  return {
    async handle(request) {
      const { pathname } = new URL(request.url);
      if (pathname === '/_dev/paydollar/eng/payment/payForm.jsp' && request.method === 'POST')
        return paydollarPayForm(request);
      if (pathname === '/_dev/paydollar/eng/merchant/api/orderApi.jsp' && request.method === 'POST')
        return paydollarQuery(request);
      if (pathname === '/_dev/razorpay/v1/checkout/embedded' && request.method === 'POST')
        return razorpayCheckout(request);
      if (pathname.startsWith('/_dev/razorpay/v1/'))
        return razorpayApi(request, pathname.slice('/_dev/razorpay'.length));
      const session = /^\/_dev\/payments\/session\/([0-9a-f]{24})$/.exec(pathname);
      if (session && request.method === 'POST') return decide(request, session[1]!);
      if (pathname === '/_dev/payments') return listPage();
      if (pathname === '/_dev/payments.json') {
        return Response.json(state.payments.map(({ sent: _, ...p }) => p).reverse());
      }
      if (pathname === '/_dev/payments/redeliver' && request.method === 'POST') {
        const { provider, reference } = (await request.json()) as {
          provider: Provider;
          reference: string;
        };
        try {
          await redeliver(provider, reference);
          return Response.json({ ok: true });
        } catch (error) {
          return Response.json({ ok: false, error: (error as Error).message }, { status: 404 });
        }
      }
      return undefined;
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    payments: () => state.payments,
    redeliver,
    async clear() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      state.payments = [];
      state.orders = [];
      await save();
    },
  };
}
