import { MODE_LABELS } from '#/features/booking/booking-rules.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { roomLinkUrl } from '#/server/video/room-link.ts';

/**
 * Tells the clinician the room of a confirmed video session (a new one, or one moved, which has a
 * room of its own). The room's address is the only way in, so it goes to the client (My sessions)
 * and to the clinician alone, and the e-mail names no client: the clinician's inbox is not the
 * place for health data. The link is signed for the clinician (it opens this room as them, in its
 * window, without signing in). Unlike a login code it is retried until it goes (a clinician
 * without the room cannot hold the session), and it is erased with the booking. Nothing is sent
 * without a clinician's address.
 */
export async function queueClinicianRoom(database: Db, bookingId: string): Promise<string[]> {
  const row = await database
    .selectFrom('bookings as b')
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .select(['b.id', 'b.mode', 'b.status', 'b.starts_at', 'b.video_room', 'c.contact_email'])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  if (row?.mode !== 'video' || row.status !== 'confirmed' || !row.contact_email) return [];
  const when = describeIndiaTime(row.starts_at);
  const room = roomLinkUrl(config().SITE_URL, config().OTP_SECRET, row.video_room, 'clinician');
  const { html, text } = renderEmail({
    heading: `${MODE_LABELS.video} session on ${when}`,
    paragraphs: [
      `A client has booked a video session with you on ${when}. Their details are in the admin panel's Calendar.`,
      'The room below is this session’s alone and opens 10 minutes before the start. Please do not share it or forward this e-mail.',
    ],
    link: { text: 'Open the session room', url: room },
  });
  const id = await queueEmail(database, {
    idempotencyKey: `clinician-room:${row.id}`,
    to: row.contact_email,
    subject: `Video session on ${when}`,
    html,
    text,
    about: { bookingId: row.id },
  });
  return id ? [id] : [];
}
