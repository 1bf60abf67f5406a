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
