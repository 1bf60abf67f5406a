import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { roomLinkUrl } from '#/server/video/room-link.ts';
import type { BookingMailFacts } from './booking-emails.ts';
import { placeOf } from './places.ts';
import { bookingLinkUrl } from './signed-link.ts';

/**
 * The facts a booking e-mail needs: the customer's address (or the caller's, when staff booked
 * for them) and the clinician. Undefined when there is nobody to write to.
 */
export async function bookingMailFacts(
  database: Db,
  bookingId: string,
): Promise<BookingMailFacts | undefined> {
  const row = await database
    .selectFrom('bookings as b')
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.user_id',
      'b.contact_email',
      'b.mode',
      'b.branch',
      'b.starts_at',
      'b.ends_at',
      'b.calendar_uid',
      'b.calendar_sequence',
      'b.video_room',
      'b.locale',
      'c.name',
      'u.email',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  const to = row?.email ?? row?.contact_email;
  if (!row || !to) return undefined;
  return {
    bookingId: row.id,
    userId: row.user_id,
    to,
    clinicianName: row.name,
    mode: row.mode,
    place: row.branch ? placeOf(row.branch) : null,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    calendar: { uid: row.calendar_uid, sequence: row.calendar_sequence },
    organizer: config().MAIL_FROM,
    siteUrl: config().SITE_URL,
    locale: row.locale,
    cancelUrl: bookingLinkUrl(config().SITE_URL, config().OTP_SECRET, 'cancel', row.id),
    moveUrl: bookingLinkUrl(config().SITE_URL, config().OTP_SECRET, 'move', row.id),
    ...(row.mode === 'video'
      ? { roomUrl: roomLinkUrl(config().SITE_URL, config().OTP_SECRET, row.video_room, 'client') }
      : {}),
  };
}
