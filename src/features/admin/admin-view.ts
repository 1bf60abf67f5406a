export { lineName } from '#/features/invoices/order-lines.ts';

import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type PaymentProvider,
} from '#/features/shop/shop.ts';
import { ADMIN_PANEL_MESSAGES } from './admin.ts';

/** How the admin panel words and colours what the API answers. */

export type TransactionTone = 'success' | 'error' | 'neutral';

/** The spec's card colours: green for success (paid), red for error (failed), neutral otherwise. */
export function transactionTone(status: OrderStatus): TransactionTone {
  if (status === 'paid') return 'success';
  if (status === 'failed') return 'error';
  return 'neutral';
}

/** The state as the card names it, so colour is never the only sign. */
export function transactionStateLabel(status: OrderStatus): string {
  if (status === 'paid') return 'Success';
  if (status === 'failed') return 'Error';
  return ORDER_STATUS_LABELS[status];
}

export const PROVIDER_NAMES: Record<PaymentProvider, string> = {
  razorpay: 'Razorpay',
  paydollar: 'PayDollar',
};

export function countryOrNotSpecified(country: string | null | undefined): string {
  const text = (country ?? '').trim();
  return text === '' ? ADMIN_PANEL_MESSAGES.notSpecified : text;
}

/** "Ravi Patil (ravi@example.com)", or the e-mail alone for a customer without a name. */
export function customerLabel(user: { name?: string | null; email: string }): string {
  const name = (user.name ?? '').trim();
  return name ? `${name} (${user.email})` : user.email;
}

/** The first serial number on a page of a server-paginated list. */
export function firstSerial(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize + 1;
}
