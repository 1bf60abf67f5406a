import type { OrderView } from '#/api/order.ts';
import { TAX_DOCUMENT_TITLES } from '#/features/invoices/tax-document.ts';
import { shortDate } from '#/lib/dates.ts';
import { formatPrice } from '#/lib/money.ts';
import { config } from '#/server/config.ts';
import { urgentHelp } from '#/server/mail/company.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import type { OutgoingEmail } from '#/server/mail/outbox.server.ts';

/** Names the attached tax invoice or bill of supply, when the order has one. */
function saleDocumentLine(order: OrderView): string[] {
  const sale = order.documents.find((d) => d.kind !== 'credit_note');
  return sale
    ? [`Your ${TAX_DOCUMENT_TITLES[sale.kind].toLowerCase()} ${sale.number} is attached as a PDF.`]
    : [];
}

/** The e-mail a paid order sends once: a summary of the invoice and the way back to it. */
export function confirmationEmail(order: OrderView): OutgoingEmail {
  const { html, text } = renderEmail({
    heading: `Thank you, ${order.billing.name}. Your payment is confirmed.`,
    paragraphs: [
      `Order ${order.reference}, paid on ${shortDate(order.paidAt ?? order.createdAt)}.`,
      `Payment reference: ${order.transactionReference ?? 'not given'}.`,
      ...saleDocumentLine(order),
      'Our care team will contact you within one working day to schedule your sessions at a time that suits you.',
    ],
    table: {
      head: ['Item', 'Option', 'Sessions', 'Quantity', 'Amount'],
      rows: order.items.map((item) => [
        item.name,
        item.variantLabel,
        String(item.sessions),
        String(item.quantity),
        formatPrice(item.lineTotal),
      ]),
      foot: ['Total paid', '', '', '', formatPrice(order.total)],
    },
    link: {
      text: 'View and print your invoice',
      url: `${config().SITE_URL}/user/order/${order.reference}`,
    },
    footer: urgentHelp(),
  });
  return {
    idempotencyKey: `order-paid:${order.reference}`,
    to: order.billing.email,
    subject: `Your Psycortex order ${order.reference} is confirmed`,
    html,
    text,
  };
}
