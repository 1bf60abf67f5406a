import { createHash, randomBytes } from 'node:crypto';
import { NEWSLETTER_CONFIRM_DAYS } from '#/features/newsletter/newsletter.ts';
import { config } from '#/server/config.ts';
import { recordConsent, withdrawConsent } from '#/server/consent/consents.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';

/**
 * Double opt-in (DPDP Act: consent the person can be shown to have given). An address typed
 * into the form is only pending: it is sent a link, and only following that link subscribes it
 * and records the consent. A pending subscription lapses after NEWSLETTER_CONFIRM_DAYS (its link
 * stops working, and the retention purge deletes it: src/server/privacy/retention.server.ts).
 */
/** Asking again for a pending address sends a new link at most this often. */
export const CONFIRMATION_RESEND_MINUTES = 60;

/**
 * `pending`: the address was asked for again before the last link could be resent; the form
 * answers as for `added` (the visitor's next step is the same: the e-mail already sent).
 */
export type SubscribeResult =
  | { status: 'added'; emailId?: string }
  | { status: 'pending' }
  | { status: 'exists' };

export type ConfirmResult =
  | { status: 'confirmed'; emailId?: string }
  | { status: 'already_confirmed' }
  | { status: 'expired' }
  | { status: 'unknown' };

const DAY_MS = 86_400_000;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function unsubscribeUrl(token: string): string {
  return new URL(
    `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    config().SITE_URL,
  ).toString();
}

/** The page the confirmation e-mail links to; its button posts the token back. */
export function confirmUrl(token: string): string {
  return new URL(
    `/newsletter/confirm?token=${encodeURIComponent(token)}`,
    config().SITE_URL,
  ).toString();
}

/** When a subscription asked for at `subscribedAt` stops being confirmable. */
export const confirmableUntil = (subscribedAt: Date) =>
  new Date(subscribedAt.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS);

/**
 * The form's subscription: a new address (or one that unsubscribed, or whose link lapsed) is
 * stored as pending and sent a confirmation link, in one transaction. A confirmed subscriber is
 * told the address exists; a pending one is sent a new link (which replaces the last and has
 * its own 7 days), at most once an hour. Nothing is recorded as consent here.
 */
export async function subscribe(
  database: Db,
  email: string,
  now = new Date(),
): Promise<SubscribeResult> {
  return database.transaction().execute(async (trx) => {
    const token = randomBytes(32).toString('base64url');
    const pending = {
      subscribed_at: now,
      unsubscribed_at: null,
      confirmed_at: null,
      confirm_token_hash: tokenHash(token),
      confirm_sent_at: now,
    };
    const existing = await trx
      .selectFrom('newsletter_subscribers')
      .select(['id', 'subscribed_at', 'unsubscribed_at', 'confirmed_at', 'confirm_sent_at'])
      .where('email', '=', email)
      .forUpdate()
      .executeTakeFirst();
    let id: string;
    if (!existing) {
      const inserted = await trx
        .insertInto('newsletter_subscribers')
        .values({ email, unsubscribe_token: randomBytes(24).toString('base64url'), ...pending })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Someone else's request for the same address won the race and sent the link.
      if (!inserted) return { status: 'pending' } as const;
      id = inserted.id;
    } else if (existing.confirmed_at && !existing.unsubscribed_at) {
      return { status: 'exists' } as const;
    } else {
      const live =
        !existing.confirmed_at &&
        !existing.unsubscribed_at &&
        confirmableUntil(existing.subscribed_at) > now;
      const sentRecently =
        existing.confirm_sent_at !== null &&
        now.getTime() - existing.confirm_sent_at.getTime() < CONFIRMATION_RESEND_MINUTES * 60_000;
      if (live && sentRecently) return { status: 'pending' } as const;
      await trx
        .updateTable('newsletter_subscribers')
        .set({
          ...pending,
          // A new subscription after an unsubscription gets a new unsubscribe link.
          ...(existing.unsubscribed_at
            ? { unsubscribe_token: randomBytes(24).toString('base64url') }
            : {}),
        })
        .where('id', '=', existing.id)
        .execute();
      id = existing.id;
    }
    const { html, text } = renderEmail({
      heading: 'Please confirm your subscription',
      paragraphs: [
        'Someone, we hope you, asked for the Psycortex newsletter to be sent to this address. We send it only once you confirm.',
        `The link works for ${NEWSLETTER_CONFIRM_DAYS} days. If you did not ask for the newsletter, ignore this e-mail: you will not hear from us again, and the address is deleted after ${NEWSLETTER_CONFIRM_DAYS} days.`,
      ],
      link: { text: 'Confirm my subscription', url: confirmUrl(token) },
    });
    const emailId = await queueEmail(trx, {
      idempotencyKey: `newsletter-confirm:${id}:${tokenHash(token).slice(0, 16)}`,
      to: email,
      subject: 'Please confirm your Psycortex newsletter subscription',
      html,
      text,
    });
    return { status: 'added', emailId } as const;
  });
}

/**
 * Follows a confirmation link: the subscription becomes confirmed, the consent is recorded
 * (with the notice's version, how and when it was given) and the welcome e-mail with its
 * one-click unsubscribe is queued. Following it again changes nothing.
 */
export async function confirmSubscription(
  database: Db,
  token: string,
  now = new Date(),
): Promise<ConfirmResult> {
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('newsletter_subscribers')
      .select(['id', 'email', 'subscribed_at', 'confirmed_at', 'unsubscribe_token'])
      .where('confirm_token_hash', '=', tokenHash(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { status: 'unknown' } as const;
    if (row.confirmed_at) return { status: 'already_confirmed' } as const;
    if (confirmableUntil(row.subscribed_at) <= now) return { status: 'expired' } as const;
    await trx
      .updateTable('newsletter_subscribers')
      .set({ confirmed_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordConsent(trx, {
      email: row.email,
      purpose: 'newsletter',
      method: 'newsletter form, confirmed from the link e-mailed to the address',
    });
    const link = unsubscribeUrl(row.unsubscribe_token);
    const { html, text } = renderEmail({
      heading: 'Thank you for subscribing',
      paragraphs: [
        'You will now receive our occasional newsletter: practical ideas for looking after your mind, news from our branches and new articles from our counsellors.',
        'We write rarely and never share your address with anyone.',
      ],
      footer: `Changed your mind? You can unsubscribe with one click: ${link}`,
    });
    const emailId = await queueEmail(trx, {
      idempotencyKey: `newsletter-welcome:${row.id}:${row.unsubscribe_token.slice(0, 8)}`,
      to: row.email,
      subject: 'Welcome to the Psycortex newsletter',
      html,
      text,
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return { status: 'confirmed', emailId } as const;
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
      .set({ unsubscribed_at: new Date(), confirm_token_hash: null })
      .where('unsubscribe_token', '=', token)
      .where('unsubscribed_at', 'is', null)
      .returning('email')
      .executeTakeFirst();
    if (row) await withdrawConsent(trx, row.email, 'newsletter', method);
  });
}

/**
 * Unsubscribes an address (the privacy centre's one-click withdrawal); a pending subscription's
 * link stops working too.
 */
export async function unsubscribeEmail(database: Db, email: string, method: string): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date(), confirm_token_hash: null })
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
