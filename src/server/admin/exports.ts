import type { AdminEnquiry } from '#/api/admin-enquiries.ts';
import type { AdminTransaction } from '#/api/admin-transactions.ts';
import { toCsv } from '#/lib/csv.ts';
import { shortDate } from '#/lib/dates.ts';
import { formatRupees } from '#/lib/money.ts';

/** One row per order line, so a spreadsheet can total products as well as orders. */
export function transactionsCsv(transactions: AdminTransaction[]): string {
  return toCsv(
    [
      'Order',
      'Date',
      'Status',
      'Customer',
      'E-mail',
      'Phone',
      'Provider',
      'Payment reference',
      'Order total (Rs)',
      'Item',
      'Option',
      'Sessions',
      'Unit price (Rs)',
      'Quantity',
      'Line total (Rs)',
      'Error message',
    ],
    transactions.flatMap((t) =>
      t.items.map((item) => [
        t.reference,
        shortDate(t.createdAt),
        t.status,
        t.billing.name,
        t.billing.email,
        t.billing.phone,
        t.provider,
        t.transactionReference,
        formatRupees(t.total),
        item.name,
        item.variantLabel,
        item.sessions,
        formatRupees(item.unitPrice),
        item.quantity,
        formatRupees(item.lineTotal),
        t.errorMessage,
      ]),
    ),
  );
}

export function enquiriesCsv(enquiries: AdminEnquiry[]): string {
  return toCsv(
    [
      'Date',
      'First name',
      'Last name',
      'E-mail',
      'Contact number',
      'City',
      'State',
      'Country',
      'Message',
    ],
    enquiries.map((e) => [
      shortDate(e.createdAt),
      e.firstname,
      e.lastname,
      e.email,
      e.contactNumber,
      e.city,
      e.state,
      e.country,
      e.message,
    ]),
  );
}
