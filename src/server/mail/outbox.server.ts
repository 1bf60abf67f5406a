import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import type { Database, EmailAttachment } from '#/server/db/schema.ts';

export interface OutgoingEmail {
  /** The same key never sends twice, e.g. `newsletter-welcome:42`. */
  idempotencyKey: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** The record the e-mail is about, so that erasing a person finds every e-mail about them. */
  about?: { userId?: string; enquiryId?: string; orderId?: string; bookingId?: string };
  /** Files sent with it, such as a session's calendar invitation. */
  attachments?: EmailAttachment[];
  /**
   * The tax document the e-mail carries, for the record; its PDF is among `attachments`, made
   * by invoices/attachment.server.ts when the e-mail is queued (mail imports no domain).
   */
  attachDocumentId?: string;
  /** Blank the body once sent: for e-mails carrying a secret such as a login code. */
  redactAfterSend?: boolean;
}

/** What a sent login e-mail keeps in the outbox: proof that it went, not the code. */
export const REDACTED_BODY = '[Removed after sending: it held a login code.]';
/** What a login e-mail that could not be sent keeps: it is not retried, its code is dead. */
export const UNSENT_REDACTED_BODY = '[Removed: it held a login code and could not be sent.]';

/**
 * Whether an address can receive mail at all: an erased person's order keeps '' and their
 * account `erased-<id>@erased.invalid` (`.invalid` is reserved and never delivers, RFC 6761).
 */
export const deliverable = (address: string) =>
  /^[^@\s]+@[^@\s]+$/.test(address) && !/\.invalid$/i.test(address.trim());

/**
 * Whether the e-mail is to or about a person who has been erased: nothing more is written to
 * them, whatever wakes up after the erasure (a refund the provider confirms later, a late
 * payment notification).
 */
async function aboutErasedPerson(database: Db, email: OutgoingEmail): Promise<boolean> {
  if (!deliverable(email.to)) return true;
  const { userId, orderId } = email.about ?? {};
  const user = userId
    ? await database
        .selectFrom('users')
        .select('erased_at')
        .where('id', '=', userId)
        .executeTakeFirst()
    : undefined;
  const order = orderId
    ? await database
        .selectFrom('orders')
        .select('personal_data_erased_at')
        .where('id', '=', orderId)
        .executeTakeFirst()
    : undefined;
  return Boolean(user?.erased_at || order?.personal_data_erased_at);
}

/**
 * Writes an e-mail to the outbox. Called inside the transaction that stores the record the
 * e-mail is about, so the record never exists without its e-mail, nor the e-mail without it.
 * Returns the row id, or undefined when that key was queued before or when there is nobody to
 * write to (no deliverable address, or a person who was erased): every producer goes through
 * here, so none can queue an e-mail for an erased person.
 */
export async function queueEmail(database: Db, email: OutgoingEmail): Promise<string | undefined> {
  if (await aboutErasedPerson(database, email)) {
    console.info(`[mail] ${email.idempotencyKey.split(':')[0]} not queued: nobody to write to`);
    return undefined;
  }
  const row = await database
    .insertInto('emails')
    .values({
      idempotency_key: email.idempotencyKey,
      to_address: email.to,
      subject: email.subject,
      html: email.html,
      text_body: email.text,
      headers: email.headers ?? {},
      user_id: email.about?.userId ?? null,
      enquiry_id: email.about?.enquiryId ?? null,
      order_id: email.about?.orderId ?? null,
      booking_id: email.about?.bookingId ?? null,
      // The driver serialises it as JSON, as the column is jsonb (a string would be stored as one).
      attachments: email.attachments ?? [],
      redact_after_send: email.redactAfterSend ?? false,
      attach_document_id: email.attachDocumentId ?? null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export interface ClaimedEmail {
  id: string;
  idempotency_key: string;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  headers: Record<string, string>;
  attempts: number;
  attachments: EmailAttachment[];
  attach_document_id: string | null;
}

/**
 * Claims due e-mails by pushing their next attempt into the future, so two senders running at
 * once never send the same one; `skip locked` lets them share the queue.
 */
export async function claimDue(database: Db, limit = 20, ids?: string[]): Promise<ClaimedEmail[]> {
  const filter = ids && ids.length > 0 ? sql`and id in (${sql.join(ids)})` : sql``;
  const result = await sql<ClaimedEmail>`
    update emails set next_attempt_at = now() + interval '2 minutes', attempts = attempts + 1
    where id in (
      select id from emails
      where status = 'pending' and next_attempt_at <= now() ${filter}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, idempotency_key, to_address, subject, html, text_body, headers, attempts,
      attachments, attach_document_id`.execute(database);
  return result.rows;
}

const redacted = sql`case when redact_after_send then ${REDACTED_BODY} else html end`;
const redactedText = sql`case when redact_after_send then ${REDACTED_BODY} else text_body end`;

/** A tax document's PDF is kept only until it is sent: the document itself stays in invoices. */
const sentAttachments = sql`case when attach_document_id is null then attachments else '[]'::jsonb end`;

export async function markSent(database: Db, id: string, providerId: string | null): Promise<void> {
  await sql`
    update emails set status = 'sent', sent_at = now(), provider_id = ${providerId},
      last_error = null, html = ${redacted}, text_body = ${redactedText},
      attachments = ${sentAttachments}
    where id = ${id}`.execute(database);
}

const MAX_ATTEMPTS = 8;

const unsent = sql`case when redact_after_send then ${UNSENT_REDACTED_BODY} else html end`;
const unsentText = sql`case when redact_after_send then ${UNSENT_REDACTED_BODY} else text_body end`;

/**
 * Backs off 1, 2, 4 … minutes; after the last attempt the e-mail stays as failed for a person to
 * see. An e-mail carrying a secret (a login code) is not kept for a retry: its body is blanked
 * and it stays failed at once, so the code never waits in the outbox in clear; the person asks
 * for a new code, which is of more use than one arriving minutes late.
 */
export async function markFailed(
  database: Db,
  email: ClaimedEmail,
  message: string,
): Promise<void> {
  const giveUp = email.attempts >= MAX_ATTEMPTS;
  const delayMinutes = 2 ** Math.max(0, email.attempts - 1);
  await sql`
    update emails set
      status = case when ${giveUp} or redact_after_send then 'failed' else 'pending' end,
      html = ${unsent},
      text_body = ${unsentText},
      last_error = ${message.slice(0, 500)},
      next_attempt_at = now() + make_interval(mins => ${delayMinutes})
    where id = ${email.id}`.execute(database);
}

/** Erasing a person: every e-mail to them or about them, their orders, enquiries or sessions. */
export async function forgetEmails(
  database: Db,
  about: {
    to?: string;
    userId?: string;
    orderIds?: string[];
    enquiryIds?: string[];
    bookingIds?: string[];
  },
): Promise<void> {
  const { to, userId, orderIds = [], enquiryIds = [], bookingIds = [] } = about;
  await database
    .deleteFrom('emails')
    .where((eb) =>
      eb.or([
        ...(to === undefined ? [] : [eb('to_address', '=', to)]),
        ...(userId === undefined ? [] : [eb('user_id', '=', userId)]),
        ...(orderIds.length > 0 ? [eb('order_id', 'in', orderIds)] : []),
        ...(enquiryIds.length > 0 ? [eb('enquiry_id', 'in', enquiryIds)] : []),
        ...(bookingIds.length > 0 ? [eb('booking_id', 'in', bookingIds)] : []),
      ]),
    )
    .execute();
}

/**
 * The e-mails about the sessions a query finds (the retention purge: set-based, so that years
 * of sessions go in one statement, never as a list of ids).
 */
export async function forgetEmailsOfBookings(
  database: Db,
  bookings: SelectQueryBuilder<Database, 'bookings', { id: string }>,
): Promise<void> {
  await database.deleteFrom('emails').where('booking_id', 'in', bookings).execute();
}

/** E-mails that left the outbox (sent or given up) before this moment go; pending ones stay. */
export async function purgeSentEmails(database: Db, before: Date): Promise<number> {
  const result = await database
    .deleteFrom('emails')
    .where('status', '<>', 'pending')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
