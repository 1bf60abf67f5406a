import { randomBytes } from 'node:crypto';
import { config } from '#/server/config.ts';
import { recordConsent, withdrawConsent } from '#/server/consent/consents.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';

export type SubscribeResult = { status: 'added'; emailId?: string } | { status: 'exists' };

export function unsubscribeUrl(token: string): string {
  return new URL(
    `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    config().SITE_URL,
  ).toString();
}

/**
 * Stores the address once and queues the welcome e-mail in the same transaction. Someone who
 * unsubscribed earlier and comes back is subscribed again.
 */
export async function subscribe(
  database: Db,
  email: string,
  method = 'newsletter form',
): Promise<SubscribeResult> {
  return database.transaction().execute(async (trx) => {
    const token = randomBytes(24).toString('base64url');
    const inserted = await trx
      .insertInto('newsletter_subscribers')
      .values({ email, unsubscribe_token: token })
      .onConflict((oc) =>
        oc
          .column('email')
          .doUpdateSet({
            unsubscribed_at: null,
            subscribed_at: new Date(),
            unsubscribe_token: token,
          })
          .where('newsletter_subscribers.unsubscribed_at', 'is not', null),
      )
      .returning(['id', 'unsubscribe_token'])
      .executeTakeFirst();
    if (!inserted) return { status: 'exists' } as const;
    await recordConsent(trx, { email, purpose: 'newsletter', method });

    const link = unsubscribeUrl(inserted.unsubscribe_token);
    const { html, text } = renderEmail({
      heading: 'Thank you for subscribing',
      paragraphs: [
        'You will now receive our occasional newsletter: practical ideas for looking after your mind, news from our branches and new articles from our counsellors.',
        'We write rarely and never share your address with anyone.',
      ],
      footer: `Changed your mind? You can unsubscribe with one click: ${link}`,
    });
    const emailId = await queueEmail(trx, {
      idempotencyKey: `newsletter-welcome:${inserted.id}:${inserted.unsubscribe_token.slice(0, 8)}`,
      to: email,
      subject: 'Welcome to the Psycortex newsletter',
      html,
      text,
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return { status: 'added', emailId } as const;
  });
}

/** Idempotent: an unknown or already used token answers the same way. */
export async function unsubscribe(
  database: Db,
  token: string,
  method = 'unsubscribe link',
): Promise<void> {
  await database.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date() })
      .where('unsubscribe_token', '=', token)
      .where('unsubscribed_at', 'is', null)
      .returning('email')
      .executeTakeFirst();
    if (row) await withdrawConsent(trx, row.email, 'newsletter', method);
  });
}

/** Unsubscribes an address (the privacy centre's one-click withdrawal). */
export async function unsubscribeEmail(database: Db, email: string, method: string): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date() })
      .where('email', '=', email)
      .where('unsubscribed_at', 'is', null)
      .execute();
    await withdrawConsent(trx, email, 'newsletter', method);
  });
}

/** A signed-in customer's "stop the newsletter" from the privacy centre. */
export async function withdrawNewsletter(database: Db, userId: string): Promise<void> {
  const user = await database
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await unsubscribeEmail(database, user.email, 'privacy centre');
}
