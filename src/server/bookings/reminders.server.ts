import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { type ReminderKind, reminderEmail } from './booking-emails.ts';
import { bookingMailFacts } from './booking-mail.server.ts';

const HOUR = 3_600_000;

/**
 * A reminder repeats what the confirmation said: it is left out when the session was confirmed
 * (or moved) less than this long before the reminder's moment, as the confirmation covers it. A
 * session booked 66 minutes ahead gets its confirmation alone, not the day's reminder 11 seconds
 * later and the hour's 6 minutes after.
 */
export const REMINDER_COVERED_BY_CONFIRMATION_MS = HOUR;

/**
 * Queues the reminders that are due: 24 hours before a confirmed session and 1 hour before.
 * Each booking's reminder is claimed by stamping it in the same transaction that queues the
 * e-mail (two runs at once skip each other's rows), and the e-mail's key is unique too: each goes
 * exactly once. No reminder goes that the confirmation has just covered, and the day's
 * reminder is not sent once the hour's is due.
 */
export async function queueDueReminders(database: Db, now: Date = new Date()): Promise<string[]> {
  const ids: string[] = [];
  for (const kind of ['day', 'hour'] as const) ids.push(...(await queueKind(database, kind, now)));
  return ids;
}

async function queueKind(database: Db, kind: ReminderKind, now: Date): Promise<string[]> {
  const column = kind === 'day' ? 'reminder_day_sent_at' : 'reminder_hour_sent_at';
  const lead = (kind === 'day' ? 24 : 1) * HOUR;
  const within = new Date(now.getTime() + lead);
  const coveredMs = lead + REMINDER_COVERED_BY_CONFIRMATION_MS;
  // A day reminder is not worth sending once the hour's is due.
  const after = kind === 'day' ? new Date(now.getTime() + HOUR) : now;
  return database.transaction().execute(async (trx) => {
    const claimed = await sql<{ id: string }>`
      update bookings set ${sql.ref(column)} = ${now}
      where id in (
        select id from bookings
        where status = 'confirmed' and ${sql.ref(column)} is null
          and starts_at > ${after} and starts_at <= ${within}
          and coalesce(confirmed_at, created_at)
            <= starts_at - make_interval(secs => ${coveredMs / 1000})
        order by starts_at
        limit 200
        for update skip locked
      )
      returning id`.execute(trx);
    const emailIds: string[] = [];
    for (const { id } of claimed.rows) {
      const facts = await bookingMailFacts(trx, id);
      const emailId = facts ? await queueEmail(trx, reminderEmail(facts, kind)) : undefined;
      if (emailId) emailIds.push(emailId);
    }
    return emailIds;
  });
}
