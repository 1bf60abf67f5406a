import type { Config } from '@netlify/functions';
import { expireLapsedHolds } from '#/server/bookings/expire.server.ts';
import { queueDueReminders } from '#/server/bookings/reminders.server.ts';
import { advanceWaitingList } from '#/server/bookings/waiting-list.server.ts';
import { config as siteConfig } from '#/server/config.ts';
import { db } from '#/server/db/client.server.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { queueMeasureInvitations } from '#/server/measures/invitations.server.ts';
import { purgeRoomSignals } from '#/server/video/room.server.ts';

/**
 * Every five minutes: lapsed holds are marked expired (so staff calendars stop showing them),
 * the reminders due 24 hours and 1 hour before a session are queued and sent, once each, a
 * freed time not taken up by the first on a waiting list within its 2 hours goes to the next,
 * and each session whose 72 hours before have begun asks its client for the outcome measures.
 * The video rooms' signals older than a day go (they only serve two browsers while they connect).
 */
export default async (): Promise<Response> => {
  const now = new Date();
  const expired = await expireLapsedHolds(db(), now);
  const reminders = await queueDueReminders(db(), now);
  const offers = await advanceWaitingList(db(), now);
  const measures = await queueMeasureInvitations(
    db(),
    { url: siteConfig().SITE_URL, secret: siteConfig().OTP_SECRET },
    now,
  );
  await purgeRoomSignals(db(), now);
  const report = await sendDueEmails(db(), [...reminders, ...offers, ...measures]);
  console.log(
    `[bookings] sweep: ${expired} holds expired, ${reminders.length} reminders, ${offers.length} waiting-list offers and ${measures.length} requests for measures queued, ${report.sent} sent`,
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/5 * * * *' };
