import type { TaxDocumentView } from '#/features/invoices/tax-document.ts';
import type {
  BillingDetails,
  OrderLine,
  OrderStatus,
  PaymentProvider,
} from '#/features/shop/shop.ts';
import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** One order for its owner; anyone else gets the same 404 as for an unknown order. */
export const PATH = '/api/orders/:reference';

/** An order as its owner sees it: `GET /api/orders/{reference}`. */
export interface OrderView {
  /** The order's public reference, also its address: /user/order/{reference}. */
  reference: string;
  status: OrderStatus;
  provider: PaymentProvider;
  currency: 'INR';
  /** Paise. */
  total: number;
  /** ISO timestamps. */
  createdAt: string;
  paidAt: string | null;
  /** Why a payment failed, in words a customer can act on. */
  errorMessage: string | null;
  /** The payment provider's reference for the payment, once there is one. */
  transactionReference: string | null;
  billing: BillingDetails;
  items: OrderLine[];
  /** The tax invoice or bill of supply once paid, then any credit notes, as issued. */
  documents: TaxDocumentView[];
}

export interface OrderAnswer {
  order: OrderView;
}

export const orderPath = (reference: string) =>
  PATH.replace(':reference', encodeURIComponent(reference));

export const loadOrder = (reference: string) => api<Json<OrderAnswer>>(orderPath(reference));
