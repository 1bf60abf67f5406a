import { localizedPath } from '#/lib/i18n.ts';
import { type Config, config } from '#/server/config.ts';
import type {
  PaymentEvidence,
  PaymentGateway,
  PaymentOutcome,
  RefundEvidence,
} from '#/server/payments/gateway.ts';
import { DECLINED_MESSAGE, GatewayError } from '#/server/payments/gateway.ts';
import {
  CURRENCY_INR,
  formatAmount,
  parseAmount,
  parseQueryRecords,
  paymentFields,
  type QueryRecord,
  verifyDatafeed,
} from './protocol.ts';

function credentials(cfg: Config = config()) {
  const { PAYDOLLAR_MERCHANT_ID: merchantId, PAYDOLLAR_SECURE_HASH_SECRET: secret } = cfg;
  if (!merchantId || !secret) throw new GatewayError('PayDollar is not configured');
  return { merchantId, secret, algorithm: cfg.PAYDOLLAR_HASH_ALGORITHM };
}

const currencyOf = (code: string | undefined) => (code === CURRENCY_INR ? 'INR' : code);

function evidence(
  source: 'datafeed' | 'query',
  fields: {
    ref: string;
    payRef: string;
    outcome: PaymentOutcome;
    amount?: string;
    currency?: string;
    payload: unknown;
  },
): PaymentEvidence {
  return {
    provider: 'paydollar',
    // A datafeed and a later query about the same payment are the same fact.
    eventKey: `payment:${fields.payRef || `${source}:${fields.ref}`}:${fields.outcome}`,
    providerOrderId: fields.ref,
    outcome: fields.outcome,
    amountPaise: parseAmount(fields.amount),
    currency: currencyOf(fields.currency),
    paymentReference: fields.payRef || null,
    detail: fields.outcome === 'failed' ? DECLINED_MESSAGE : null,
    payload: fields.payload,
  };
}

/** A verified datafeed as evidence; undefined when its hash does not match (forged or altered). */
export function readDatafeed(fields: Record<string, string>): PaymentEvidence | undefined {
  const { secret, algorithm } = credentials();
  if (!verifyDatafeed(fields, secret, algorithm) || !fields.Ref) return undefined;
  return evidence('datafeed', {
    ref: fields.Ref,
    payRef: fields.PayRef ?? '',
    outcome: fields.successcode === '0' ? 'captured' : 'failed',
    amount: fields.Amt,
    currency: fields.Cur,
    payload: fields,
  });
}

function recordOutcome(record: QueryRecord): PaymentOutcome {
  const status = (record.orderStatus ?? '').toLowerCase();
  if (status === 'accepted' || status === 'authorized' || status === 'captured') return 'captured';
  if (status === 'rejected' || status === 'cancelled' || status === 'canceled') return 'failed';
  return 'pending';
}

/** Calls the merchant API (orderApi.jsp) as the API user, answering its records. */
async function orderApi(fields: Record<string, string>): Promise<QueryRecord[]> {
  const cfg = config();
  const { merchantId } = credentials(cfg);
  if (!cfg.PAYDOLLAR_API_LOGIN_ID || !cfg.PAYDOLLAR_API_PASSWORD) {
    throw new GatewayError('the PayDollar query API user is not configured');
  }
  const response = await fetch(cfg.PAYDOLLAR_QUERY_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      merchantId,
      loginId: cfg.PAYDOLLAR_API_LOGIN_ID,
      password: cfg.PAYDOLLAR_API_PASSWORD,
      ...fields,
    }),
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => {
    throw new GatewayError(`PayDollar ${fields.actionType} failed: ${String(error)}`);
  });
  if (!response.ok)
    throw new GatewayError(`PayDollar ${fields.actionType} answered ${response.status}`);
  return parseQueryRecords(await response.text());
}

/**
 * A refund's state in the merchant API: RequestRefund (asked, pending), Refunded (done),
 * RefundRejected (refused). The refund is named by the refundRef PayDollar answered the
 * request with.
 */
function refundRecordEvidence(record: QueryRecord, refundId: string): RefundEvidence {
  const status = (record.orderStatus ?? '').toLowerCase();
  const outcome =
    status === 'refunded' ? 'processed' : status === 'refundrejected' ? 'failed' : 'pending';
  return {
    provider: 'paydollar',
    providerRefundId: record.refundRef ?? '',
    refundId,
    outcome,
    amountPaise: parseAmount(record.amt),
    detail: outcome === 'failed' ? record.errMsg || 'PayDollar refused the refund.' : null,
  };
}

export const paydollar: PaymentGateway = {
  provider: 'paydollar',
  available() {
    const cfg = config();
    return Boolean(cfg.PAYDOLLAR_MERCHANT_ID && cfg.PAYDOLLAR_SECURE_HASH_SECRET);
  },
  async start(order, siteUrl) {
    const { merchantId, secret, algorithm } = credentials();
    // Back to the order page and the cart in the language the order was placed in.
    const orderPage = `${siteUrl}${localizedPath(order.locale ?? 'en', `/user/order/${order.reference}`)}`;
    return {
      action: config().PAYDOLLAR_PAYMENT_URL,
      providerOrderId: order.reference,
      fields: paymentFields(
        {
          merchantId,
          orderRef: order.reference,
          amount: formatAmount(order.totalPaise),
          successUrl: orderPage,
          failUrl: orderPage,
          cancelUrl: `${siteUrl}${localizedPath(order.locale ?? 'en', '/user/mycart')}?cancelled=${order.reference}`,
        },
        secret,
        algorithm,
      ),
    };
  },
  async query(orderRef) {
    const records = await orderApi({ actionType: 'Query', orderRef });
    if (records.some((r) => r.resultCode === '-1')) {
      throw new GatewayError(`PayDollar query refused: ${records[0]?.errMsg ?? 'no reason given'}`);
    }
    return records
      .filter((r) => r.ref === orderRef && !r.refundRef)
      .map((r) =>
        evidence('query', {
          ref: orderRef,
          payRef: r.payRef ?? '',
          outcome: recordOutcome(r),
          amount: r.amt,
          currency: r.cur,
          payload: r,
        }),
      );
  },
  // actionType=RequestRefund on the payment's PayRef; PayDollar processes it later and the
  // query below reports it (there is no datafeed for refunds).
  async refund(ask) {
    const [record] = await orderApi({
      actionType: 'RequestRefund',
      payRef: ask.paymentReference,
      amount: formatAmount(ask.amountPaise),
    });
    if (record?.resultCode !== '0' || !record.refundRef) {
      return {
        provider: 'paydollar',
        providerRefundId: '',
        refundId: ask.refundId,
        outcome: 'failed',
        amountPaise: ask.amountPaise,
        detail: record?.errMsg || 'PayDollar refused the refund request.',
      };
    }
    return refundRecordEvidence(record, ask.refundId);
  },
  async queryRefund(ask) {
    const records = await orderApi({ actionType: 'Query', orderRef: ask.orderReference });
    const record = records.find((r) => r.refundRef === ask.providerRefundId);
    if (!record) throw new GatewayError(`PayDollar does not list refund ${ask.providerRefundId}`);
    return refundRecordEvidence(record, ask.refundId);
  },
};
