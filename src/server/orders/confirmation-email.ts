import type { OrderView } from '#/api/order.ts';
import type { Locale } from '#/lib/i18n.ts';
import { config } from '#/server/config.ts';
import { urgentHelp } from '#/server/mail/company.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import type { OutgoingEmail } from '#/server/mail/outbox.server.ts';
import {
  type MailTranslator,
  mailDate,
  mailMoney,
  mailNumber,
  mailWords,
} from '#/server/mail/words.ts';

/**
 * Names the attached tax invoice or bill of supply, when the order has one. The PDF itself stays
 * in English whatever the e-mail's language (GST documents are; docs/decisions.md).
 */
function saleDocumentLine(order: OrderView, t: MailTranslator): string[] {
  const sale = order.documents.find((d) => d.kind !== 'credit_note');
  return sale && sale.kind !== 'credit_note'
    ? [t(`order.document.${sale.kind}`, { number: sale.number })]
    : [];
}

/**
 * The e-mail a paid order sends once: a summary of the invoice and the way back to it, in the
 * language the order was placed in (issue #34).
 */
export function confirmationEmail(order: OrderView, locale: Locale = 'en'): OutgoingEmail {
  const t = mailWords(locale);
  const { html, text } = renderEmail({
    heading: t('order.heading', { name: order.billing.name }),
    paragraphs: [
      t('order.paid', {
        reference: order.reference,
        date: mailDate(locale, order.paidAt ?? order.createdAt),
      }),
      t('order.paymentReference', {
        reference: order.transactionReference ?? t('order.noReference'),
      }),
      ...saleDocumentLine(order, t),
      t('order.careTeam'),
    ],
    table: {
      head: [
        t('order.table.item'),
        t('order.table.option'),
        t('order.table.sessions'),
        t('order.table.quantity'),
        t('order.table.amount'),
      ],
      rows: order.items.map((item) => [
        item.name,
        item.variantLabel,
        mailNumber(locale, item.sessions),
        mailNumber(locale, item.quantity),
        mailMoney(locale, item.lineTotal),
      ]),
      foot: [t('order.table.total'), '', '', '', mailMoney(locale, order.total)],
    },
    link: {
      text: t('order.link'),
      url: `${config().SITE_URL}/user/order/${order.reference}`,
    },
    footer: urgentHelp({ locale }),
    locale,
  });
  return {
    idempotencyKey: `order-paid:${order.reference}`,
    to: order.billing.email,
    subject: t('order.subject', { reference: order.reference }),
    html,
    text,
  };
}
