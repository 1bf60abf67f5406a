import { describe, expect, it } from 'vitest';
import {
  datafeedHash,
  formatAmount,
  parseAmount,
  parseQueryRecords,
  paymentFields,
  requestHash,
  verifyDatafeed,
} from '#/server/payments/paydollar/protocol.ts';
import {
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from '#/server/payments/razorpay/protocol.ts';

// Expected values computed outside the code under test (sha1sum, sha256sum, openssl dgst).
describe('PayDollar Secure Hash', () => {
  const request = { merchantId: 'M1', orderRef: 'PSY-1', amount: '1499.00' };

  it('hashes merchantId|orderRef|currCode|amount|payType|secret', () => {
    expect(requestHash(request, 'N', 'secret', 'sha1')).toBe(
      '5217bafb323430e507477cd5fd3610822d2bc96b',
    );
    expect(requestHash(request, 'N', 'secret', 'sha256')).toBe(
      '71b0e63eae7c99c9c8ad9a47b98b6e1ef51e98112dccba30df95d5555a22a8c4',
    );
  });

  it('builds the payment form with the fields the specification lists', () => {
    const fields = paymentFields(
      { ...request, successUrl: 'https://s/ok', failUrl: 'https://s/no', cancelUrl: 'https://s/c' },
      'secret',
      'sha1',
    );
    expect(Object.keys(fields).sort()).toEqual(
      [
        'merchantId',
        'orderRef',
        'currCode',
        'mpsMode',
        'amount',
        'lang',
        'successUrl',
        'failUrl',
        'cancelUrl',
        'payType',
        'payMethod',
        'secureHash',
      ].sort(),
    );
    expect(fields).toMatchObject({ currCode: '356', payType: 'N', amount: '1499.00' });
    expect(fields.secureHash).toBe('5217bafb323430e507477cd5fd3610822d2bc96b');
  });

  const datafeed = {
    src: '0',
    prc: '0',
    successcode: '0',
    Ref: 'PSY-1',
    PayRef: '1234567',
    Cur: '356',
    Amt: '1499.00',
    payerAuth: 'N',
  };

  it('verifies a datafeed by src|prc|successcode|Ref|PayRef|Cur|Amt|payerAuth|secret', () => {
    expect(datafeedHash(datafeed, 'secret', 'sha1')).toBe(
      'b8a2af549b0946a54f52272d0d80f5c04b90ee6f',
    );
    const signed = { ...datafeed, secureHash: 'b8a2af549b0946a54f52272d0d80f5c04b90ee6f' };
    expect(verifyDatafeed(signed, 'secret', 'sha1')).toBe(true);
    // During a secret rotation PayDollar sends several hashes; one match is enough.
    expect(
      verifyDatafeed({ ...signed, secureHash: `deadbeef,${signed.secureHash}` }, 'secret', 'sha1'),
    ).toBe(true);
  });

  it('rejects an altered, unsigned or wrongly keyed datafeed', () => {
    const signed = { ...datafeed, secureHash: 'b8a2af549b0946a54f52272d0d80f5c04b90ee6f' };
    expect(verifyDatafeed({ ...signed, Amt: '1.00' }, 'secret', 'sha1')).toBe(false);
    expect(verifyDatafeed({ ...signed, successcode: '1' }, 'secret', 'sha1')).toBe(false);
    expect(verifyDatafeed({ ...datafeed }, 'secret', 'sha1')).toBe(false);
    expect(verifyDatafeed(signed, 'other', 'sha1')).toBe(false);
  });

  it('writes and reads amounts in rupees with two decimals', () => {
    expect(formatAmount(1_49_900)).toBe('1499.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(10_00_000_00)).toBe('1000000.00');
    expect(parseAmount('1499.00')).toBe(1_49_900);
    expect(parseAmount('1499.5')).toBe(1_49_950);
    expect(parseAmount('1499')).toBe(1_49_900);
    expect(parseAmount('-1')).toBeUndefined();
    expect(parseAmount('1e3')).toBeUndefined();
    expect(parseAmount(undefined)).toBeUndefined();
  });

  it('reads the query API records', () => {
    const xml = `<?xml version="1.0"?><records><record><orderStatus>Rejected</orderStatus><ref>PSY-1</ref><payRef>1</payRef><amt>1499.00</amt><errMsg>A &amp; B</errMsg></record><record><orderStatus>Accepted</orderStatus><ref>PSY-1</ref><payRef>2</payRef><remark/></record></records>`;
    expect(parseQueryRecords(xml)).toEqual([
      { orderStatus: 'Rejected', ref: 'PSY-1', payRef: '1', amt: '1499.00', errMsg: 'A & B' },
      { orderStatus: 'Accepted', ref: 'PSY-1', payRef: '2', remark: '' },
    ]);
    expect(parseQueryRecords('<records></records>')).toEqual([]);
  });
});

describe('Razorpay signatures', () => {
  it('signs order_id|payment_id with the key secret (HMAC-SHA256)', () => {
    expect(paymentSignature('order_1', 'pay_1', 'keysecret')).toBe(
      'aa2b1f2420712a277d3366ec83048ccbedfb37c014e66b9445978801a6ecf95f',
    );
    const signature = paymentSignature('order_1', 'pay_1', 'keysecret');
    expect(verifyPaymentSignature('order_1', 'pay_1', signature, 'keysecret')).toBe(true);
    expect(verifyPaymentSignature('order_2', 'pay_1', signature, 'keysecret')).toBe(false);
    expect(verifyPaymentSignature('order_1', 'pay_1', signature, 'other')).toBe(false);
    expect(verifyPaymentSignature('order_1', 'pay_1', '', 'keysecret')).toBe(false);
  });

  it('verifies a webhook over its exact body', () => {
    const body = '{"event":"payment.captured"}';
    const signature = webhookSignature(body, 'whsecret');
    expect(verifyWebhookSignature(body, signature, 'whsecret')).toBe(true);
    expect(verifyWebhookSignature(`${body} `, signature, 'whsecret')).toBe(false);
    expect(verifyWebhookSignature(body, signature, 'other')).toBe(false);
  });
});
