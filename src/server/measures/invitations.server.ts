import type { MeasureId } from '#/features/measures/facts.ts';
import { type Locale, localizedPath } from '#/lib/i18n.ts';
import { bookingLinkToken } from '#/server/bookings/signed-link.ts';
import type { Db } from '#/server/db/client.server.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { measuresInvitationEmail } from './emails.ts';
import { claimDueInvitations } from './requests.server.ts';

/**
 * The answering page for one booking, in the language the session was booked in (/user/measures,
 * /hi/user/measures…), with the signed token that stands in for signing in.
 */
export function measuresUrl(
  siteUrl: string,
  secret: string,
  bookingId: string,
  locale: Locale = 'en',
): string {
  const params = new URLSearchParams({
    booking: bookingId,
    token: bookingLinkToken(secret, 'measures', bookingId),
  });
  return `${siteUrl}${localizedPath(locale, '/user/measures')}?${params}`;
}

/**
 * Run by the bookings' sweep every five minutes: each confirmed session whose 72-hour window
 * has opened and whose measures are not yet announced gets one e-mail to its client, with the
 * signed link. The requests are claimed by stamping them in the transaction that queues the
 * e-mail, and the e-mail's key is the booking's: each goes once.
 */
export async function queueMeasureInvitations(
  database: Db,
  site: { url: string; secret: string },
  now: Date = new Date(),
): Promise<string[]> {
  return database.transaction().execute(async (trx) => {
    const emailIds: string[] = [];
    for (const { bookingId, userId } of await claimDueInvitations(trx, now)) {
      const row = await trx
        .selectFrom('bookings as b')
        .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select(['b.starts_at', 'b.locale', 'c.name', 'u.email'])
        .where('b.id', '=', bookingId)
        .executeTakeFirst();
      if (!row) continue;
      const measures = await trx
        .selectFrom('measure_requests')
        .select('measure')
        .where('booking_id', '=', bookingId)
        .orderBy('measure', 'desc')
        .execute();
      const id = await queueEmail(
        trx,
        measuresInvitationEmail({
          bookingId,
          userId,
          to: row.email,
          clinicianName: row.name,
          startsAt: row.starts_at,
          measures: measures.map((m) => m.measure as MeasureId),
          url: measuresUrl(site.url, site.secret, bookingId, row.locale),
          locale: row.locale,
        }),
      );
      if (id) emailIds.push(id);
    }
    return emailIds;
  });
}
