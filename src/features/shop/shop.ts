/**
 * The shop's public shapes and texts, shared by the functions that answer and the islands that
 * ask. Prices are integer paise; the browser never sends one.
 */

export const PAYMENT_PROVIDERS = ['razorpay', 'paydollar'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<PaymentProvider, string> = {
  razorpay: 'Razorpay (UPI, cards, net banking, wallets)',
  paydollar: 'PayDollar (cards)',
};

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'partially_refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a customer reads for each state of an order. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/**
 * Only an order that was paid has an invoice (a refunded one was paid first); any other order
 * shows a summary, so nothing unpaid looks like a bill that was settled.
 */
export const hasInvoice = (status: OrderStatus): boolean =>
  status === 'paid' || status === 'partially_refunded' || status === 'refunded';

/** The title of an order's document, on screen and on paper. */
export const orderDocumentName = (status: OrderStatus): 'Invoice' | 'Order summary' =>
  hasInvoice(status) ? 'Invoice' : 'Order summary';

/** A line of an order: a snapshot taken when the order was placed. */
export interface OrderLine {
  productSlug: string;
  name: string;
  variantLabel: string;
  sessions: number;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/** The billing details of the checkout form, with the specification's field names. */
export interface BillingDetails {
  name: string;
  email: string;
  phone: string;
  company: string;
  country: string;
  streetAddress: string;
  apartment: string;
  city: string;
  state: string;
  pinCode: string;
  /** A business buyer's GSTIN, for its tax credit; '' for none. */
  gstin: string;
}

/** Texts kept as the specification spells them. */
export const SHOP_MESSAGES = {
  added: 'Product added to cart!',
  updated: 'Cart updated successfully',
  addFailed: 'Failed to add product to cart. Please try again.',
  emptyCart: 'Cart is Empty',
  noItems: 'No Items to Display',
  fillDetails: 'Please Fill Your Details First',
  /** Pay Now's text when the details and terms are done and only the age confirmation is not. */
  confirmAge: 'Please Confirm Your Age First',
  payNow: 'Pay Now',
  /** Accounts and purchases are for adults, or a parent or guardian buying for a child. */
  ageConfirmation: 'I am 18 or older, or a parent or guardian buying for a child.',
  ageRequired:
    'Please confirm that you are 18 or older, or a parent or guardian buying for a child.',
} as const;

/** The most of one item a cart line may hold; larger orders go through the care team. */
export const MAX_QUANTITY = 99;
/** The most lines one order may hold. */
export const MAX_ORDER_LINES = 20;

/** Fields the checkout form requires before Pay Now is enabled (company name is optional). */
export const REQUIRED_BILLING_FIELDS = [
  'name',
  'email',
  'phone',
  'country',
  'streetAddress',
  'apartment',
  'city',
  'state',
  'pinCode',
] as const satisfies readonly (keyof BillingDetails)[];

/** True when every required billing field holds more than spaces. */
export function billingComplete(billing: Partial<BillingDetails>): boolean {
  return REQUIRED_BILLING_FIELDS.every((field) => (billing[field] ?? '').trim() !== '');
}
