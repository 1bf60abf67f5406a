import type { OrderView } from '#/api/order.ts';
import { formatPrice } from '#/lib/money.ts';
import { config } from '#/server/config.ts';
import { urgentHelp } from '#/server/mail/company.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import type { OutgoingEmail } from '#/server/mail/outbox.server.ts';

/** The e-mail a confirmed refund sends: how much, the credit note, and the way to the order. */
export function refundEmail(
  order: OrderView,
  creditNoteNumber: string,
  amountPaise: number,
): Omit<OutgoingEmail, 'idempotencyKey'> {
  const { html, text } = renderEmail({
    heading: `${order.billing.name}, your refund of ${formatPrice(amountPaise)} is on its way.`,
    paragraphs: [
      `We have refunded ${formatPrice(amountPaise)} of order ${order.reference} to the card or account you paid with. Banks usually show it within 5 to 7 working days.`,
      `Credit note ${creditNoteNumber} is attached as a PDF.`,
    ],
    link: {
      text: 'See the order, the refund and the credit note',
      url: `${config().SITE_URL}/user/order/${order.reference}`,
    },
    footer: urgentHelp(),
  });
  return {
    to: order.billing.email,
    subject: `Your refund for Psycortex order ${order.reference}`,
    html,
    text,
  };
}
