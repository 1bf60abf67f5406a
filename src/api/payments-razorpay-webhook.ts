/**
 * Razorpay's webhook, verified by X-Razorpay-Signature over the exact body. Provider-facing:
 * a request and an answer, no browser call.
 */
export const PATH = '/api/payments/razorpay/webhook';

export interface RazorpayWebhookAnswer {
  ok: true;
  /** What the event did: applied, or why nothing changed. */
  result: string;
}
