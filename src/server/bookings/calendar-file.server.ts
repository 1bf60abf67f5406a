import type { Db } from '#/server/db/client.server.ts';
import { sessionIcs, sessionLocation } from './ics.ts';
import { placeOf } from './places.ts';

/** The .ics (in the language the session was booked in) of one of a customer's confirmed sessions, or undefined when it is not theirs. */
export async function calendarFileFor(
  database: Db,
  userId: string,
  bookingId: string,
  siteUrl: string,
): Promise<string | undefined> {
  const row = await database
    .selectFrom('bookings as b')
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .select([
      'b.id',
      'b.starts_at',
      'b.ends_at',
      'b.mode',
      'b.branch',
      'b.status',
      'b.calendar_uid',
      'b.calendar_sequence',
      'b.locale',
      'c.name',
    ])
    .where('b.id', '=', bookingId)
    .where('b.user_id', '=', userId)
    .where('b.status', 'in', ['confirmed', 'cancelled'])
    .executeTakeFirst();
  if (!row) return undefined;
  return sessionIcs({
    uid: row.calendar_uid,
    sequence: row.calendar_sequence,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    mode: row.mode,
    clinicianName: row.name,
    location: sessionLocation(row.mode, row.branch ? placeOf(row.branch) : null, row.locale),
    siteUrl,
    cancelled: row.status === 'cancelled',
    locale: row.locale,
  });
}
