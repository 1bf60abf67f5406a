import type { Db } from '#/server/db/client.server.ts';
import { answersOf } from './answers.server.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A person's sessions and credits, for the privacy centre's export: their own bookings, and
 * those staff made for them under their e-mail address. Sessions are health data: everything
 * recorded about them is given back, with the get-matched answers shared with each.
 */
export async function exportBookings(database: Db, userId: string, email: string) {
  const [bookings, credits] = await Promise.all([
    database
      .selectFrom('bookings as b')
      .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
      .select([
        'b.id',
        'b.starts_at',
        'b.ends_at',
        'b.status',
        'b.mode',
        'b.branch',
        'b.language',
        'b.service_slug',
        'b.booked_by',
        'b.contact_name',
        'b.contact_email',
        'b.contact_phone',
        'b.cancel_reason',
        'b.credit_returned',
        'b.created_at',
        'b.cancelled_at',
        'c.name as clinician',
      ])
      .where((eb) => eb.or([eb('b.user_id', '=', userId), eb('b.contact_email', '=', email)]))
      .orderBy('b.starts_at')
      .execute(),
    database
      .selectFrom('session_credits')
      .select(['product_name', 'granted', 'remaining', 'expires_at', 'created_at'])
      .where('user_id', '=', userId)
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
  };
}

/**
 * Erases a person's sessions and credits: the rows go (what was booked with whom, and when, is
 * health data, kept for no other purpose), and the e-mails about them and the answers shared
 * with them go too.
 */
export async function eraseBookings(database: Db, userId: string, email: string): Promise<void> {
  // Also those on a session booked under another address: the answers are the person's own.
  await database.deleteFrom('booking_answers').where('user_id', '=', userId).execute();
  const ids = (
    await database
      .selectFrom('bookings')
      .select('id')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('contact_email', '=', email)]))
      .execute()
  ).map((b) => b.id);
  if (ids.length > 0) {
    await database.deleteFrom('emails').where('booking_id', 'in', ids).execute();
    // A moved booking points at the one it replaced: let go of those links first.
    await database
      .updateTable('bookings')
      .set({ rescheduled_from: null })
      .where('rescheduled_from', 'in', ids)
      .execute();
    await database.deleteFrom('bookings').where('id', 'in', ids).execute();
  }
  await database.deleteFrom('session_credits').where('user_id', '=', userId).execute();
}

/**
 * The retention rule: sessions that ended before `before` go, with their e-mails and (by the
 * foreign key's cascade) the answers shared with them, and so do credits that lapsed before it.
 * Set-based, so that years of sessions go in a few statements (never a list of ids, which a
 * statement's parameters could not hold). Returns how many sessions went.
 */
export async function purgeOldBookings(database: Db, before: Date): Promise<number> {
  const ended = database.selectFrom('bookings').select('id').where('ends_at', '<', before);
  await database.deleteFrom('emails').where('booking_id', 'in', ended).execute();
  // A moved booking points at the one it replaced: let go of those links first.
  await database
    .updateTable('bookings')
    .set({ rescheduled_from: null })
    .where('rescheduled_from', 'in', ended)
    .execute();
  const deleted = await database
    .deleteFrom('bookings')
    .where('ends_at', '<', before)
    .executeTakeFirst();
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
  return Number(deleted.numDeletedRows);
}
