import type { BookedSession } from '#/api/bookings.ts';
import type { BookingStatus, SessionMode } from '#/features/booking/booking-rules.ts';
import type { Db } from '#/server/db/client.server.ts';

/**
 * Sessions with the person each is for, as the care team's calendar, the clinician's day and
 * the list of sessions to reassign read them: each adds its own columns and filters.
 */
export const sessionRows = (database: Db) =>
  database
    .selectFrom('bookings as b')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.user_id',
      'b.starts_at',
      'b.ends_at',
      'b.status',
      'b.mode',
      'b.branch',
      'b.service_slug',
      'b.contact_name',
      'u.name as user_name',
      'u.email as user_email',
    ]);

/** How the access log names the person a session is for: their account, or the booking. */
export const personOf = (row: { id: string; user_id: string | null }) =>
  row.user_id ? `user:${row.user_id}` : `booking:${row.id}`;

/** How to reach the person: their account's details, or those staff took on the phone. */
export const contactOf = (row: {
  user_name: string | null;
  user_email: string | null;
  user_phone: string | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
}) => ({
  name: row.user_name || row.contact_name,
  email: row.user_email ?? row.contact_email,
  phone: row.user_phone || row.contact_phone,
});

/** The facts of a row of sessionRows(). */
export const sessionFactsOf = (row: {
  id: string;
  starts_at: Date;
  ends_at: Date;
  status: BookingStatus;
  mode: SessionMode;
  branch: string | null;
  service_slug: string;
}): BookedSession => ({
  id: row.id,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  status: row.status,
  mode: row.mode,
  branch: row.branch,
  service: row.service_slug,
});
