import { sql } from 'kysely';
import type { DueMeasures } from '#/api/measures-due.ts';
import type { MeasureId } from '#/features/measures/facts.ts';
import {
  measuresForSession,
  REQUEST_WINDOW_HOURS,
  requestOpen,
} from '#/features/measures/schedule.ts';
import type { Db } from '#/server/db/client.server.ts';
import { measureSetting } from './settings.server.ts';

/** Statuses of a session that happened or will: the ones that count towards "the nth session". */
const COUNTED = ['confirmed', 'attended', 'no_show'] as const;

/**
 * Makes the measure requests of a confirmed booking, in the confirming transaction: which
 * measures its service asks for, before this session (the client's nth of that service). A
 * booking without an account (staff booked it for a caller) asks for nothing: the answers
 * belong with a person who can see them. Running it twice makes nothing twice.
 */
export async function requestMeasures(database: Db, bookingId: string): Promise<MeasureId[]> {
  const booking = await database
    .selectFrom('bookings')
    .select(['id', 'user_id', 'service_slug', 'starts_at', 'status'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!booking?.user_id || booking.status !== 'confirmed') return [];
  const { count } = await database
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', booking.user_id)
    .where('service_slug', '=', booking.service_slug)
    .where('status', 'in', COUNTED)
    .where('starts_at', '<=', booking.starts_at)
    .executeTakeFirstOrThrow();
  const measures = measuresForSession(
    await measureSetting(database, booking.service_slug),
    Number(count),
  );
  if (measures.length === 0) return [];
  await database
    .insertInto('measure_requests')
    .values(
      measures.map((measure) => ({ booking_id: booking.id, user_id: booking.user_id!, measure })),
    )
    .onConflict((oc) => oc.columns(['booking_id', 'measure']).doNothing())
    .execute();
  return measures;
}

/**
 * A session moved to another time keeps its requests (and whatever was already filled in): the
 * window is read from the booking, so it moves with the session. The e-mail goes again for the
 * new time if the new window has not been announced.
 */
export async function moveMeasureRequests(trx: Db, from: string, to: string): Promise<void> {
  await trx
    .updateTable('measure_requests')
    .set({ booking_id: to, invited_at: null })
    .where('booking_id', '=', from)
    .execute();
  await trx
    .updateTable('measure_results')
    .set({ booking_id: to })
    .where('booking_id', '=', from)
    .execute();
}

interface RequestRow {
  booking_id: string;
  starts_at: Date;
  name: string;
  measure: MeasureId;
  result_id: string | null;
}

function group(rows: RequestRow[], now: Date): DueMeasures[] {
  const byBooking = new Map<string, DueMeasures>();
  for (const row of rows) {
    let due = byBooking.get(row.booking_id);
    if (!due) {
      due = {
        bookingId: row.booking_id,
        startsAt: row.starts_at.toISOString(),
        clinicianName: row.name,
        measures: [],
        open: requestOpen(row.starts_at, now),
      };
      byBooking.set(row.booking_id, due);
    }
    due.measures.push({ measure: row.measure, done: row.result_id !== null });
  }
  return [...byBooking.values()];
}

function requestsQuery(database: Db) {
  return database
    .selectFrom('measure_requests as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .leftJoin('measure_results as m', 'm.request_id', 'r.id')
    .select(['r.booking_id', 'b.starts_at', 'c.name', 'r.measure', 'm.id as result_id'])
    .where('b.status', '=', 'confirmed')
    .orderBy('b.starts_at')
    .orderBy('r.measure', 'desc');
}

/**
 * The signed-in client's sessions whose measures are open now (72 hours before the start until
 * the start) and not all filled in: My sessions' "Fill in before your session".
 */
export async function dueMeasures(
  database: Db,
  userId: string,
  now = new Date(),
): Promise<DueMeasures[]> {
  const rows = await requestsQuery(database)
    .where('r.user_id', '=', userId)
    .where('b.starts_at', '>', now)
    .where('b.starts_at', '<=', new Date(now.getTime() + REQUEST_WINDOW_HOURS * 3_600_000))
    .execute();
  return group(rows as RequestRow[], now).filter((d) => d.measures.some((m) => !m.done));
}

/**
 * One booking's measures, for the answering page: by its client (`userId`), or by whoever holds
 * the booking's signed link (`userId` undefined, the signature checked by the caller). Undefined
 * when the booking asks for none or is not theirs.
 */
export async function bookingMeasures(
  database: Db,
  bookingId: string,
  userId: string | undefined,
  now = new Date(),
): Promise<DueMeasures | undefined> {
  let query = requestsQuery(database).where('r.booking_id', '=', bookingId);
  if (userId !== undefined) query = query.where('r.user_id', '=', userId);
  return group((await query.execute()) as RequestRow[], now)[0];
}

/** The requests whose e-mail is due: open now, not announced, nothing filled in yet. */
export async function claimDueInvitations(
  trx: Db,
  now: Date,
): Promise<{ bookingId: string; userId: string }[]> {
  const within = new Date(now.getTime() + REQUEST_WINDOW_HOURS * 3_600_000);
  const claimed = await sql<{ booking_id: string; user_id: string }>`
    update measure_requests set invited_at = ${now}
    where id in (
      select r.id from measure_requests r
      join bookings b on b.id = r.booking_id
      where r.invited_at is null and b.status = 'confirmed'
        and b.starts_at > ${now} and b.starts_at <= ${within}
        and not exists (select 1 from measure_results m where m.request_id = r.id)
      order by b.starts_at
      limit 400
      for update of r skip locked
    )
    returning booking_id, user_id`.execute(trx);
  const seen = new Map<string, string>();
  for (const row of claimed.rows) seen.set(row.booking_id, row.user_id);
  return [...seen].map(([bookingId, userId]) => ({ bookingId, userId }));
}
