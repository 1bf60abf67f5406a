import type { SeriesInput, SeriesPlan } from '#/api/booking-action.ts';
import { SERIES_WEEKS, type SessionMode, seriesTimes } from '#/features/booking/booking-rules.ts';
import type { Db } from '#/server/db/client.server.ts';
import { cancelWithin } from './cancel.server.ts';
import { findClinicians } from './clinicians.server.ts';
import { confirmWith, queueConfirmation } from './confirm.server.ts';
import { returnCredit, takeCredit } from './credits.server.ts';
import { bookingNotFound, holdLapsed, noCredit } from './errors.ts';
import { computeSlots } from './slot-search.server.ts';

async function heldTime(database: Db, userId: string, bookingId: string, now: Date) {
  const held = await database
    .selectFrom('bookings as b')
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .select([
      'b.id',
      'b.status',
      'b.hold_expires_at',
      'b.starts_at',
      'b.ends_at',
      'b.mode',
      'b.branch',
      'b.service_slug',
      'b.language',
      'b.locale',
      'b.clinician_id',
      'c.slug',
    ])
    .where('b.id', '=', bookingId)
    .where('b.user_id', '=', userId)
    .executeTakeFirst();
  if (!held) throw bookingNotFound();
  if (held.status !== 'held' || !held.hold_expires_at || held.hold_expires_at <= now)
    throw holdLapsed();
  return held;
}

/**
 * The times a series from a held time would take, each marked free or not for the clinician (their
 * hours, leave and other bookings, looked at 12 weeks ahead), and the credits the customer has.
 * Nothing is changed: the booking page lists these before the customer confirms.
 */
export async function planSeries(
  database: Db,
  userId: string,
  bookingId: string,
  input: SeriesInput,
  now: Date = new Date(),
): Promise<SeriesPlan> {
  const held = await heldTime(database, userId, bookingId, now);
  const clinicians = await findClinicians(database, {
    clinician: held.slug,
    mode: held.mode as SessionMode,
  });
  const offered = await computeSlots(database, clinicians, {
    now,
    mode: held.mode as SessionMode,
    branch: held.branch ?? undefined,
    days: SERIES_WEEKS * 7 + 1,
  });
  const freeAt = new Set(
    offered.filter((s) => s.branch === held.branch).map((s) => s.startsAt.getTime()),
  );
  const length = held.ends_at.getTime() - held.starts_at.getTime();
  const sessions = seriesTimes(held.starts_at, input.every, input.count).map((startsAt, i) => ({
    startsAt,
    endsAt: new Date(startsAt.getTime() + length),
    free: i === 0 || freeAt.has(startsAt.getTime()),
  }));
  const credits = await database
    .selectFrom('session_credits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('remaining'), eb.val('0')).as('n'))
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return { sessions, credits: Number(credits.n) };
}

/**
 * Books a series from a held time in one transaction: the held time is confirmed with a credit,
 * then each later time that is free is booked with a credit of its own, tied to the first. A time
 * someone else has taken meanwhile, or one there is no credit left for, is left out and listed.
 * Each booked session gets its confirmation and invitation, as a single one does.
 */
export async function bookSeries(
  database: Db,
  userId: string,
  bookingId: string,
  input: SeriesInput,
  now: Date = new Date(),
): Promise<{
  booked: { id: string; startsAt: Date }[];
  skipped: { startsAt: Date; reason: 'taken' | 'no-credit' }[];
  emailIds: string[];
}> {
  return database.transaction().execute(async (trx) => {
    // The account's row: two series (or a series and a hold) of one customer take turns.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const plan = await planSeries(trx, userId, bookingId, input, now);
    const held = await heldTime(trx, userId, bookingId, now);
    const first = await takeCredit(trx, userId, now);
    if (!first) throw noCredit();
    const emailIds = await confirmWith(trx, held.id, { creditId: first, now, why: 'credit-used' });
    await trx
      .updateTable('bookings')
      .set({ series_id: held.id })
      .where('id', '=', held.id)
      .execute();
    const booked = [{ id: held.id, startsAt: held.starts_at }];
    const skipped: { startsAt: Date; reason: 'taken' | 'no-credit' }[] = [];
    for (const session of plan.sessions.slice(1)) {
      if (!session.free) {
        skipped.push({ startsAt: session.startsAt, reason: 'taken' });
        continue;
      }
      const creditId = await takeCredit(trx, userId, now);
      if (!creditId) {
        skipped.push({ startsAt: session.startsAt, reason: 'no-credit' });
        continue;
      }
      // Taken since the plan was read: the database's exclusion constraint says so, and the
      // statement does nothing rather than failing the whole series.
      const row = await trx
        .insertInto('bookings')
        .values({
          clinician_id: held.clinician_id,
          user_id: userId,
          service_slug: held.service_slug,
          mode: held.mode,
          branch: held.branch,
          language: held.language,
          locale: held.locale,
          starts_at: session.startsAt,
          ends_at: session.endsAt,
          status: 'confirmed',
          credit_id: creditId,
          confirmed_at: now,
          series_id: held.id,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) {
        await returnCredit(trx, creditId);
        skipped.push({ startsAt: session.startsAt, reason: 'taken' });
        continue;
      }
      booked.push({ id: row.id, startsAt: session.startsAt });
      emailIds.push(...(await queueConfirmation(trx, row.id)));
    }
    return { booked, skipped, emailIds };
  });
}

/**
 * Cancels a session of a series and every later one of it, each under the customer's rules (the
 * credit back with 24 hours' notice), in one transaction. Answers how many were cancelled and how
 * many credits came back.
 */
export async function cancelRestOfSeries(
  database: Db,
  request: { bookingId: string; userId: string; reason?: string; now?: Date },
): Promise<{ cancelled: number; creditsReturned: number; emailIds: string[] }> {
  const now = request.now ?? new Date();
  return database.transaction().execute(async (trx) => {
    const from = await trx
      .selectFrom('bookings')
      .select(['id', 'series_id', 'starts_at'])
      .where('id', '=', request.bookingId)
      .where('user_id', '=', request.userId)
      .executeTakeFirst();
    if (!from) throw bookingNotFound();
    const ids = from.series_id
      ? (
          await trx
            .selectFrom('bookings')
            .select('id')
            .where('series_id', '=', from.series_id)
            .where('user_id', '=', request.userId)
            .where('status', '=', 'confirmed')
            .where('starts_at', '>', from.starts_at)
            .orderBy('starts_at')
            .execute()
        ).map((r) => r.id)
      : [];
    const result = { cancelled: 0, creditsReturned: 0, emailIds: [] as string[] };
    for (const bookingId of [from.id, ...ids]) {
      const one = await cancelWithin(trx, {
        bookingId,
        userId: request.userId,
        reason: request.reason,
        now,
      });
      result.cancelled += 1;
      if (one.creditReturned) result.creditsReturned += 1;
      result.emailIds.push(...one.emailIds);
    }
    return result;
  });
}
