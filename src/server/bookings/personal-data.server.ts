import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import type { Database } from '#/server/db/schema.ts';
import { forgetEmails, forgetEmailsOfBookings } from '#/server/mail/outbox.server.ts';
import { answersOf } from './answers.server.ts';

/**
 * A person's sessions: booked on their account, booked by staff under their e-mail address, or
 * booked by staff for a caller who left no address but one of their phone numbers (`phones`:
 * patterns from src/server/privacy/identifiers.ts, matching every spelling of a number).
 */
function ofPerson(userId: string, email: string, phones: readonly string[]) {
  return (eb: ExpressionBuilder<Database, 'bookings'>) =>
    eb.or([
      eb('bookings.user_id', '=', userId),
      eb('bookings.contact_email', '=', email),
      ...phones.map((pattern) =>
        eb.and([
          eb('bookings.user_id', 'is', null),
          eb('bookings.contact_email', '=', ''),
          sql<boolean>`bookings.contact_phone ~* ${`^\\s*(?:${pattern})\\s*$`}`,
        ]),
      ),
    ]);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A person's sessions and credits, for the privacy centre's export: their own bookings, and
 * those staff made for them under their e-mail address or, with no address, their phone. Sessions are health data: everything
 * recorded about them is given back, with the get-matched answers shared with each.
 */
export async function exportBookings(
  database: Db,
  userId: string,
  email: string,
  phones: readonly string[] = [],
) {
  const [bookings, credits, waiting] = await Promise.all([
    database
      .selectFrom('bookings')
      .innerJoin('clinicians as c', 'c.id', 'bookings.clinician_id')
      .select([
        'bookings.id',
        'bookings.starts_at',
        'bookings.ends_at',
        'bookings.status',
        'bookings.mode',
        'bookings.branch',
        'bookings.language',
        'bookings.service_slug',
        'bookings.booked_by',
        'bookings.contact_name',
        'bookings.contact_email',
        'bookings.contact_phone',
        'bookings.cancel_reason',
        'bookings.credit_returned',
        'bookings.created_at',
        'bookings.cancelled_at',
        'c.name as clinician',
      ])
      .where(ofPerson(userId, email, phones))
      .orderBy('bookings.starts_at')
      .execute(),
    database
      .selectFrom('session_credits')
      .select(['product_name', 'granted', 'remaining', 'expires_at', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    database
      .selectFrom('waiting_list as w')
      .innerJoin('clinicians as c', 'c.id', 'w.clinician_id')
      .select(['c.name', 'w.mode', 'w.branch', 'w.service_slug', 'w.status', 'w.created_at'])
      .where('w.user_id', '=', userId)
      .execute(),
  ]);
  const shared = await answersOf(
    database,
    bookings.map((b) => b.id),
  );
  return {
    bookings: bookings.map((b) => ({
      startsAt: iso(b.starts_at),
      endsAt: iso(b.ends_at),
      status: b.status,
      mode: b.mode,
      branch: b.branch,
      language: b.language,
      service: b.service_slug,
      clinician: b.clinician,
      bookedBy: b.booked_by,
      contact: { name: b.contact_name, email: b.contact_email, phone: b.contact_phone },
      cancelReason: b.cancel_reason,
      creditReturned: b.credit_returned,
      bookedAt: iso(b.created_at),
      cancelledAt: iso(b.cancelled_at),
      sharedAnswers: shared.get(b.id) ?? null,
    })),
    sessionCredits: credits.map((c) => ({
      package: c.product_name,
      granted: c.granted,
      remaining: c.remaining,
      expiresAt: iso(c.expires_at),
      grantedAt: iso(c.created_at),
    })),
    waitingLists: waiting.map((w) => ({
      clinician: w.name,
      mode: w.mode,
      branch: w.branch,
      service: w.service_slug,
      status: w.status,
      since: iso(w.created_at),
    })),
  };
}

/**
 * Erases a person's sessions and credits: the rows go (what was booked with whom, and when, is
 * health data, kept for no other purpose), and the e-mails about them and the answers shared
 * with them go too. Returns the ids of the sessions that went.
 */
export async function eraseBookings(
  database: Db,
  userId: string,
  email: string,
  phones: readonly string[] = [],
): Promise<string[]> {
  // Also those on a session booked under another address: the answers are the person's own.
  await database.deleteFrom('booking_answers').where('user_id', '=', userId).execute();
  const ids = (
    await database
      .selectFrom('bookings')
      .select('id')
      .where(ofPerson(userId, email, phones))
      .execute()
  ).map((b) => b.id);
  if (ids.length > 0) {
    await forgetEmails(database, { bookingIds: ids });
    // A moved booking points at the one it replaced: let go of those links first.
    await database
      .updateTable('bookings')
      .set({ rescheduled_from: null })
      .where('rescheduled_from', 'in', ids)
      .execute();
    await database.deleteFrom('bookings').where('id', 'in', ids).execute();
  }
  await database.deleteFrom('session_credits').where('user_id', '=', userId).execute();
  await database.deleteFrom('waiting_list').where('user_id', '=', userId).execute();
  return ids;
}

/**
 * The retention rule: sessions that ended before `before` go, with their e-mails and (by the
 * foreign key's cascade) the answers shared with them and their session notes, and so do
 * credits that lapsed before it. A session with a note is part of the clinical record and
 * stays until `notedBefore` (3 years after it, src/server/privacy/retention.server.ts) as well.
 * Set-based, so that years of sessions go in a few statements (never a list of ids, which a
 * statement's parameters could not hold). Returns how many sessions went.
 */
export async function purgeOldBookings(
  database: Db,
  before: Date,
  notedBefore: Date = before,
): Promise<number> {
  const gone = (eb: ExpressionBuilder<Database, 'bookings'>) =>
    eb.and([
      eb('bookings.ends_at', '<', before),
      eb.or([
        eb('bookings.ends_at', '<', notedBefore),
        eb.not(
          eb.exists(
            eb
              .selectFrom('session_notes')
              .select('session_notes.id')
              .whereRef('session_notes.booking_id', '=', 'bookings.id'),
          ),
        ),
      ]),
    ]);
  const ended = database.selectFrom('bookings').select('id').where(gone);
  await forgetEmailsOfBookings(database, ended);
  // A moved booking points at the one it replaced: let go of those links first.
  await database
    .updateTable('bookings')
    .set({ rescheduled_from: null })
    .where('rescheduled_from', 'in', ended)
    .execute();
  const deleted = await database.deleteFrom('bookings').where(gone).executeTakeFirst();
  await database
    .deleteFrom('session_credits')
    .where('expires_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('bookings')
            .select('id')
            .whereRef('bookings.credit_id', '=', 'session_credits.id'),
        ),
      ),
    )
    .execute();
  // A place in a waiting list that ended (booked, passed over) goes with the sessions of its time.
  await database
    .deleteFrom('waiting_list')
    .where('status', '=', 'done')
    .where('updated_at', '<', before)
    .execute();
  return Number(deleted.numDeletedRows);
}
