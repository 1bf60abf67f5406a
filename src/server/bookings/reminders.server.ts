import { sql } from 'kysely';
import type { Db } from '#/server/db/client.server.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { type ReminderKind, reminderEmail } from './booking-emails.ts';
import { bookingMailFacts } from './booking-mail.server.ts';

const HOUR = 3_600_000;

/**
 * Queues the reminders that are due: 24 hours before a confirmed session and 1 hour before.
 * Each booking's reminder is claimed by stamping it in the same transaction that queues the
 * e-mail (two runs at once skip each other's rows), and the e-mail's key is unique too: each goes
 * exactly once. A session booked less than an hour ahead gets only the hour's reminder; one
 * booked inside a day gets no day reminder if its start is within the hour.
 */
export async function queueDueReminders(database: Db, now: Date = new Date()): Promise<string[]> {
  const ids: string[] = [];
  for (const kind of ['day', 'hour'] as const) ids.push(...(await queueKind(database, kind, now)));
  return ids;
}

async function queueKind(database: Db, kind: ReminderKind, now: Date): Promise<string[]> {
  const column = kind === 'day' ? 'reminder_day_sent_at' : 'reminder_hour_sent_at';
  const within = new Date(now.getTime() + (kind === 'day' ? 24 : 1) * HOUR);
  // A day reminder is not worth sending once the hour's is due.
  const after = kind === 'day' ? new Date(now.getTime() + HOUR) : now;
  return database.transaction().execute(async (trx) => {
    const claimed = await sql<{ id: string }>`
      update bookings set ${sql.ref(column)} = ${now}
      where id in (
        select id from bookings
        where status = 'confirmed' and ${sql.ref(column)} is null
          and starts_at > ${after} and starts_at <= ${within}
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
