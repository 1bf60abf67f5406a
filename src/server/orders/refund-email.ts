import type { OrderView } from '#/api/order.ts';
import type { Locale } from '#/lib/i18n.ts';
import { config } from '#/server/config.ts';
import { urgentHelp } from '#/server/mail/company.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import type { OutgoingEmail } from '#/server/mail/outbox.server.ts';
import { mailMoney, mailWords } from '#/server/mail/words.ts';

/**
 * The e-mail a confirmed refund sends: how much, the credit note, and the way to the order, in
 * the language the order was placed in (issue #34); the credit note PDF stays in English.
 */
export function refundEmail(
  order: OrderView,
  creditNoteNumber: string,
  amountPaise: number,
  locale: Locale = 'en',
): Omit<OutgoingEmail, 'idempotencyKey'> {
  const t = mailWords(locale);
  const amount = mailMoney(locale, amountPaise);
  const { html, text } = renderEmail({
    heading: t('refund.heading', { name: order.billing.name, amount }),
    paragraphs: [
      t('refund.text', { amount, reference: order.reference }),
      t('refund.creditNote', { number: creditNoteNumber }),
    ],
    link: {
      text: t('refund.link'),
      url: `${config().SITE_URL}/user/order/${order.reference}`,
    },
    footer: urgentHelp({ locale }),
    locale,
  });
  return {
    to: order.billing.email,
    subject: t('refund.subject', { reference: order.reference }),
    html,
    text,
  };
}
