import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * The parts of a customer's data export that record what happened rather than what they
 * told us: payments as the providers reported them, refunds, e-mails, login codes and failed sign-ins
 * (never a code or its hash), and staff access to their records: readings of their record
 * (`user:<id>`), of lists that showed them (named in `subjects`), and changes staff made to
 * their orders and sessions.
 */
export async function exportActivity(
  database: Db,
  userId: string,
  email: string,
  orderIds: string[],
) {
  const [attempts, events, emails, codes, failures, access, refunds] = await Promise.all([
    orderIds.length === 0
      ? []
      : database
          .selectFrom('payment_attempts as a')
          .innerJoin('orders as o', 'o.id', 'a.order_id')
          .select(['o.reference', 'a.provider', 'a.amount_paise', 'a.currency', 'a.created_at'])
          .where('a.order_id', 'in', orderIds)
          .orderBy('a.created_at')
          .execute(),
    orderIds.length === 0
      ? []
      : database
          .selectFrom('payment_events as e')
          .innerJoin('orders as o', 'o.id', 'e.order_id')
          .select([
            'o.reference',
            'e.provider',
            'e.source',
            'e.outcome',
            'e.amount_paise',
            'e.currency',
            'e.payment_reference',
            'e.payload',
            'e.received_at',
          ])
          .where('e.order_id', 'in', orderIds)
          .orderBy('e.received_at')
          .execute(),
    database
      .selectFrom('emails')
      .select(['subject', 'to_address', 'status', 'created_at', 'sent_at', 'text_body'])
      .where((eb) =>
        eb.or([
          eb('to_address', '=', email),
          eb('user_id', '=', userId),
          eb(
            'enquiry_id',
            'in',
            eb.selectFrom('enquiries').select('id').where('email', '=', email),
          ),
          ...(orderIds.length > 0 ? [eb('order_id', 'in', orderIds)] : []),
        ]),
      )
      .orderBy('created_at')
      .execute(),
    database
      .selectFrom('otp_challenges')
      .select(['created_at', 'expires_at', 'consumed_at', 'attempts'])
      .where('email', '=', email)
      .orderBy('created_at')
      .execute(),
    database
      .selectFrom('login_failures')
      .select(['network', 'failed_at'])
      .where('account', '=', `customer:${email}`)
      .orderBy('failed_at')
      .execute(),
    staffAccess(database, userId, email, orderIds),
    orderIds.length === 0
      ? []
      : database
          .selectFrom('refunds as r')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .select([
            'o.reference',
            'r.amount_paise',
            'r.reason',
            'r.override_reason',
            'r.status',
            'r.created_at',
            'r.processed_at',
          ])
          .where('r.order_id', 'in', orderIds)
          .orderBy('r.created_at')
          .execute(),
  ]);
  return {
    payments: {
      attempts: attempts.map((a) => ({
        order: a.reference,
        provider: a.provider,
        amountPaise: Number(a.amount_paise),
        currency: a.currency,
        startedAt: iso(a.created_at),
      })),
      notifications: events.map((e) => ({
        order: e.reference,
        provider: e.provider,
        source: e.source,
        outcome: e.outcome,
        amountPaise: e.amount_paise === null ? null : Number(e.amount_paise),
        currency: e.currency,
        providerReference: e.payment_reference,
        asReceived: e.payload,
        receivedAt: iso(e.received_at),
      })),
    },
    emails: emails.map((m) => ({
      to: m.to_address,
      subject: m.subject,
      status: m.status,
      queuedAt: iso(m.created_at),
      sentAt: iso(m.sent_at),
      text: m.text_body,
    })),
    loginCodes: codes.map((c) => ({
      requestedAt: iso(c.created_at),
      expiresAt: iso(c.expires_at),
      usedAt: iso(c.consumed_at),
      checks: c.attempts,
    })),
    failedSignIns: failures.map((f) => ({ network: f.network, at: iso(f.failed_at) })),
    staffAccess: access.map((a) => ({ action: a.action, at: iso(a.created_at) })),
    // Refunds staff made, with the reasons they gave (also on each credit note, in `orders`).
    refunds: refunds.map((r) => ({
      order: r.reference,
      amountPaise: Number(r.amount_paise),
      reason: r.reason,
      beyondUnusedSessions: r.override_reason,
      status: r.status,
      requestedAt: iso(r.created_at),
      processedAt: iso(r.processed_at),
    })),
  };
}

/** The access log's entries about the person: their record, their orders and their sessions. */
async function staffAccess(database: Db, userId: string, email: string, orderIds: string[]) {
  const [bookings, orders] = await Promise.all([
    database
      .selectFrom('bookings')
      .select('id')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('contact_email', '=', email)]))
      .execute(),
    orderIds.length === 0
      ? []
      : database.selectFrom('orders').select('reference').where('id', 'in', orderIds).execute(),
  ]);
  const markers = [
    `user:${userId}`,
    ...bookings.map((b) => `booking:${b.id}`),
    ...orders.map((o) => o.reference),
  ];
  return database
    .selectFrom('admin_audit')
    .select(['action', 'created_at'])
    .where((eb) =>
      eb.or([eb('subject', 'in', markers), sql<boolean>`subjects && ${sql.val(markers)}::text[]`]),
    )
    .orderBy('created_at')
    .execute();
}
