import type { BillingDetails, PaymentProvider } from '#/features/shop/shop.ts';
import type { Locale } from '#/lib/i18n.ts';
import type { CheckoutForm, PaymentOutcome } from '#/server/payment-types.ts';

export type { CheckoutForm, PaymentOutcome };

/**
 * What both payment providers do for the shop, so orders and reconciliation never name one.
 * Evidence comes only from the provider itself: a signed notification, or an answer to our own
 * authenticated query. What the browser says about a payment is never evidence.
 */

export interface PayableOrder {
  reference: string;
  totalPaise: number;
  billing: BillingDetails;
  /**
   * The language of the page that placed the order: the provider sends the customer back to
   * the order page (or the cart) in it. Missing is English.
   */
  locale?: Locale;
}

/** One verified fact about a payment. */
export interface PaymentEvidence {
  provider: PaymentProvider;
  /** The same fact reported twice (notification, then query) has the same key. */
  eventKey: string;
  providerOrderId: string;
  outcome: PaymentOutcome;
  /** What the provider says was charged, in paise and ISO currency. */
  amountPaise: number | undefined;
  currency: string | undefined;
  paymentReference: string | null;
  /** Why a payment failed, in words a customer can act on. */
  detail: string | null;
  payload: unknown;
}

/** A refund to ask a provider for: the payment it gave back money from, and how much. */
export interface RefundAsk {
  /** Our refund's id, sent as the provider's receipt so its answers name it. */
  refundId: string;
  orderReference: string;
  /** The provider's reference of the captured payment (pay_…, PayRef). */
  paymentReference: string;
  amountPaise: number;
}

/** One verified fact about a refund: asked and pending, processed, or refused. */
export interface RefundEvidence {
  provider: PaymentProvider;
  providerRefundId: string;
  /** Our refund id, when the provider echoes it (Razorpay's receipt). */
  refundId?: string;
  outcome: 'pending' | 'processed' | 'failed';
  amountPaise: number | undefined;
  detail: string | null;
}

export interface PaymentGateway {
  provider: PaymentProvider;
  /** True when its credentials are configured. */
  available(): boolean;
  start(order: PayableOrder, siteUrl: string): Promise<CheckoutForm>;
  /** Asks the provider what happened to an attempt. */
  query(providerOrderId: string): Promise<PaymentEvidence[]>;
  /** Asks the provider to give money back; the answer is usually only that it is pending. */
  refund(ask: RefundAsk): Promise<RefundEvidence>;
  /** Asks the provider what became of a refund. */
  queryRefund(ask: RefundAsk & { providerRefundId: string }): Promise<RefundEvidence>;
}

/** Raised when a provider cannot be reached or answers nonsense; the order stays as it was. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

export const DECLINED_MESSAGE =
  'Your bank declined the payment and no money was taken. Please try again or choose another payment method.';
