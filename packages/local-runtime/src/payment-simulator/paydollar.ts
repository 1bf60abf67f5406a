import { randomBytes, randomInt } from 'node:crypto';
import { escapeHtml } from '../html.ts';
import {
  absolute,
  formOf,
  type ProviderSimulator,
  rupees,
  type SimPayment,
  type SimRefund,
  type SimulatorCore,
  same,
  sha,
} from './common.ts';
import { paymentPage, refusal } from './page.ts';

/**
 * PayDollar (AsiaPay): the hosted payment form (`payForm.jsp`, its Secure Hash over merchant id,
 * order reference, currency, amount and pay type), the datafeed it posts to the merchant (hashed
 * the same way, acknowledged by an answer starting `OK`) and the order query API (`orderApi.jsp`,
 * XML) that reconciliation uses. Refunds go through the same API: `actionType=RequestRefund`
 * with the PayRef and amount answers a refundRef (never more than is left of the payment);
 * PayDollar has no datafeed for refunds, so the merchant learns that a refund was done from the
 * query, where each refund is a record of its own (RequestRefund, then Refunded).
 */

export interface PaydollarCredentials {
  merchantId: string;
  secret: string;
  algorithm: 'sha1' | 'sha256';
  loginId: string;
  password: string;
}

const PREFIX = '/_dev/paydollar';
const PAY_FORM = `${PREFIX}/eng/payment/payForm.jsp`;
const ORDER_API = `${PREFIX}/eng/merchant/api/orderApi.jsp`;

/** The simulator's addresses when it is served at `origin`. */
export function paydollarEndpoints(origin: string) {
  return { paymentUrl: `${origin}${PAY_FORM}`, queryUrl: `${origin}${ORDER_API}` };
}

export function localPaydollarCredentials(): PaydollarCredentials {
  return {
    merchantId: String(randomInt(10_000_000, 99_999_999)),
    secret: randomBytes(18).toString('base64url'),
    algorithm: 'sha1',
    loginId: 'local-api',
    password: randomBytes(12).toString('base64url'),
  };
}

const xml = (text: string) => escapeHtml(text);

export function createPaydollar(
  core: SimulatorCore,
  creds: PaydollarCredentials,
  /** The datafeed URL, as set in PayDollar's merchant administration. */
  datafeedUrl: string,
): ProviderSimulator {
  const { state } = core;

  function datafeed(payment: SimPayment) {
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
      creds.algorithm,
      [
        f('src'),
        f('prc'),
        f('successcode'),
        f('Ref'),
        f('PayRef'),
        f('Cur'),
        f('Amt'),
        f('payerAuth'),
        creds.secret,
      ].join('|'),
    );
    return {
      url: datafeedUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    };
  }

  async function payForm(request: Request): Promise<Response> {
    const form = await formOf(request);
    if (form.merchantId !== creds.merchantId) return refusal('PayDollar', 'Unknown merchantId.');
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
      creds.algorithm,
      [form.merchantId, form.orderRef, form.currCode, form.amount, form.payType, creds.secret].join(
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
    const payment = core.newPayment('paydollar', form.orderRef!, amountPaise, form);
    return paymentPage({
      provider: 'PayDollar',
      merchant: core.merchant,
      sessionId: payment.session,
      reference: payment.reference,
      amountPaise,
      method: 'Card',
    });
  }

  async function orderQuery(request: Request): Promise<Response> {
    const form = await formOf(request);
    const answer = (body: string) =>
      new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<records>${body}</records>`, {
        headers: { 'content-type': 'text/xml; charset=utf-8' },
      });
    if (
      form.merchantId !== creds.merchantId ||
      form.loginId !== creds.loginId ||
      !same(form.password ?? '', creds.password)
    ) {
      return answer(
        '<record><resultCode>-1</resultCode><errMsg>Authentication failed</errMsg></record>',
      );
    }
    if (form.actionType === 'RequestRefund') {
      const record = requestRefund(form);
      await core.save();
      return answer(record);
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
    const refunds = state.refunds
      .filter((r) => r.provider === 'paydollar' && r.reference === form.orderRef)
      .map((r) => {
        // A refund asked for is done by the time the merchant next asks (PayDollar processes
        // them in batches; the simulator's batch is the next query).
        const status = r.status === 'pending' ? 'RequestRefund' : 'Refunded';
        if (r.status === 'pending') r.status = 'processed';
        return refundRecord(r, status);
      })
      .join('');
    await core.save();
    return answer(records + refunds);
  }

  function refundRecord(r: SimRefund, status: string, resultCode = '0', errMsg = '') {
    return `<record><resultCode>${resultCode}</resultCode><orderStatus>${status}</orderStatus><ref>${xml(r.reference)}</ref><payRef>${xml(r.paymentId)}</payRef><refundRef>${xml(r.id)}</refundRef><amt>${rupees(r.amountPaise)}</amt><cur>356</cur><errMsg>${xml(errMsg)}</errMsg><txTime>${xml(r.createdAt)}</txTime></record>`;
  }

  function requestRefund(form: Record<string, string>): string {
    const refusal = (message: string) =>
      `<record><resultCode>-1</resultCode><errMsg>${xml(message)}</errMsg></record>`;
    const payment = state.payments.find(
      (x) => x.provider === 'paydollar' && x.paymentId === form.payRef,
    );
    if (payment?.status !== 'captured') return refusal('Transaction not found or not accepted');
    const amount = Math.round(Number(form.amount) * 100);
    const refunded = state.refunds
      .filter((r) => r.paymentId === payment.paymentId && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amountPaise, 0);
    if (!/^\d+(\.\d{1,2})?$/.test(form.amount ?? '') || amount <= 0)
      return refusal('Invalid amount');
    if (amount > payment.amountPaise - refunded)
      return refusal('Refund amount exceeds the remaining amount of the transaction');
    const refund: SimRefund = {
      id: String(randomInt(10_000_000, 99_999_999)),
      provider: 'paydollar',
      paymentId: payment.paymentId!,
      reference: payment.reference,
      amountPaise: amount,
      status: 'pending',
      receipt: null,
      notes: {},
      sent: [],
      createdAt: new Date().toISOString(),
    };
    state.refunds.push(refund);
    return refundRecord(refund, 'RequestRefund');
  }

  return {
    provider: 'paydollar',
    async handle(request, pathname) {
      if (pathname === PAY_FORM && request.method === 'POST') return payForm(request);
      if (pathname === ORDER_API && request.method === 'POST') return orderQuery(request);
      return undefined;
    },
    acknowledged: (_response, text) => text.startsWith('OK'),
    cancelUrl: (payment) => payment.request.cancelUrl,
    decide(payment, approved) {
      payment.paymentId = String(randomInt(1_000_000, 99_999_999));
      const back = new URL(approved ? payment.request.successUrl! : payment.request.failUrl!);
      back.searchParams.set('Ref', payment.reference);
      return { notifications: [datafeed(payment)], back: Response.redirect(back.href, 303) };
    },
  };
}
