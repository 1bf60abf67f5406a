import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PayDollar (AsiaPay) hosted payment page: the request form's fields, its Secure Hash, the
 * datafeed's hash and the query API's XML. Pure functions, so they are tested on their own.
 */

export type HashAlgorithm = 'sha1' | 'sha256';

/** ISO 4217 numeric code of the Indian rupee, as PayDollar wants it. */
export const CURRENCY_INR = '356';

function sha(algorithm: HashAlgorithm, parts: string[]): string {
  return createHash(algorithm).update(parts.join('|')).digest('hex');
}

/** "1499.00" from 149900 paise. */
export function formatAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** Paise from "1499.00" or "1499"; undefined for anything else. */
export function parseAmount(text: string | null | undefined): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export interface PaymentRequest {
  merchantId: string;
  orderRef: string;
  amount: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
}

/** merchantId|orderRef|currCode|amount|payType|secret */
export function requestHash(
  request: Pick<PaymentRequest, 'merchantId' | 'orderRef' | 'amount'>,
  payType: string,
  secret: string,
  algorithm: HashAlgorithm,
): string {
  return sha(algorithm, [
    request.merchantId,
    request.orderRef,
    CURRENCY_INR,
    request.amount,
    payType,
    secret,
  ]);
}

/** The form the browser posts to the payment page. */
export function paymentFields(
  request: PaymentRequest,
  secret: string,
  algorithm: HashAlgorithm,
): Record<string, string> {
  const payType = 'N';
  return {
    merchantId: request.merchantId,
    orderRef: request.orderRef,
    currCode: CURRENCY_INR,
    mpsMode: 'NIL',
    amount: request.amount,
    lang: 'E',
    successUrl: request.successUrl,
    failUrl: request.failUrl,
    cancelUrl: request.cancelUrl,
    payType,
    payMethod: 'ALL',
    secureHash: requestHash(request, payType, secret, algorithm),
  };
}

/** src|prc|successcode|Ref|PayRef|Cur|Amt|payerAuth|secret */
export function datafeedHash(
  fields: Record<string, string>,
  secret: string,
  algorithm: HashAlgorithm,
): string {
  const f = (name: string) => fields[name] ?? '';
  return sha(algorithm, [
    f('src'),
    f('prc'),
    f('successcode'),
    f('Ref'),
    f('PayRef'),
    f('Cur'),
    f('Amt'),
    f('payerAuth'),
    secret,
  ]);
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * True when the datafeed's secureHash matches. PayDollar may send several hashes separated by
 * commas while a secret is being rotated; one match is enough.
 */
export function verifyDatafeed(
  fields: Record<string, string>,
  secret: string,
  algorithm: HashAlgorithm,
): boolean {
  const expected = datafeedHash(fields, secret, algorithm);
  return (fields.secureHash ?? '')
    .split(',')
    .map((h) => h.trim())
    .some((h) => h !== '' && sameHex(h, expected));
}

/** One `<record>` of the query API's answer, field names as PayDollar spells them. */
export type QueryRecord = Record<string, string>;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeXml(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);
}

/**
 * Reads the query API's flat XML (`<records><record><field>value</field>…</record></records>`).
 * The records carry no nested elements, so a small reader is enough and pulls in no parser.
 */
export function parseQueryRecords(xml: string): QueryRecord[] {
  const records: QueryRecord[] = [];
  for (const [, body] of xml.matchAll(/<record>([\s\S]*?)<\/record>/g)) {
    const record: QueryRecord = {};
    for (const [, name, value] of (body ?? '').matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) {
      record[name!] = decodeXml(value ?? '').trim();
    }
    for (const [, name] of (body ?? '').matchAll(/<(\w+)\s*\/>/g)) record[name!] = '';
    records.push(record);
  }
  return records;
}
