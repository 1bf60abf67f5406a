/**
 * What orders and payments both speak of. Orders never import the payments domain; the payments
 * domain builds on orders. These few types are the common words.
 */

/** The form that takes the browser to the provider's payment page. */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
  /** The provider's handle for this attempt (PayDollar orderRef, Razorpay order id). */
  providerOrderId: string;
}

export type PaymentOutcome = 'captured' | 'failed' | 'pending';
