import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures: the payment signature the checkout returns to the browser
 * (HMAC-SHA256 of "order_id|payment_id" with the key secret) and the webhook signature
 * (HMAC-SHA256 of the raw body with the webhook secret).
 */

function hmac(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmac(keySecret, `${orderId}|${paymentId}`);
}

export function verifyPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return sameHex(signature, paymentSignature(orderId, paymentId, keySecret));
}

export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return hmac(webhookSecret, rawBody);
}

export function verifyWebhookSignature(
  rawBody: string,
  signature: string,
  webhookSecret: string,
): boolean {
  return sameHex(signature, webhookSignature(rawBody, webhookSecret));
}

/** A payment as Razorpay's API and webhooks describe it (the fields this site reads). */
export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method?: string;
  captured?: boolean;
  error_code?: string | null;
  error_description?: string | null;
  error_reason?: string | null;
}

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
}

/** A refund as Razorpay's API and its refund.* webhooks describe it (the fields this site reads). */
export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
}

/** Our refund id travels as Razorpay's receipt: `refund-42`. */
export const refundReceipt = (refundId: string) => `refund-${refundId}`;
export const refundIdOfReceipt = (receipt: string | null | undefined) =>
  /^refund-(\d{1,18})$/.exec(receipt ?? '')?.[1];
