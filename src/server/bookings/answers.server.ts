import { sql } from 'kysely';
import {
  bookingAnswersSchema,
  type SharedAnswers,
} from '#/features/booking/booking-answers-schema.ts';
import { audit } from '#/server/admin/audit.server.ts';
import type { AdminSignIn } from '#/server/auth/sign-ins.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';

/**
 * The get-matched answers a customer saved with a booking: health data that only the customer
 * and admins may read. They are written with the hold, follow the customer's hold when they pick
 * another time, go with a hold that lapses, and go whenever the customer stops sharing them.
 */

export const NO_ANSWERS_MESSAGE = 'There are no shared answers for this session.';

/** A stored copy read back; a row the schema no longer accepts is treated as absent. */
function parsed(value: unknown): SharedAnswers | null {
  const text = typeof value === 'string' ? JSON.parse(value) : value;
  const result = bookingAnswersSchema.safeParse(text);
  return result.success ? result.data : null;
}

/**
 * Keeps the answers with a new hold, in the hold's transaction. Without new answers, those of
 * the customer's replaced hold move to the new one: the browser forgets them once sent, so
 * choosing another time must not lose them.
 */
export async function keepAnswersWithHold(
  trx: Db,
  hold: { bookingId: string; userId: string; replaced: string[] },
  answers: SharedAnswers | undefined,
): Promise<void> {
  if (answers) {
    if (hold.replaced.length > 0) {
      await trx.deleteFrom('booking_answers').where('booking_id', 'in', hold.replaced).execute();
    }
    await trx
      .insertInto('booking_answers')
      .values({
        booking_id: hold.bookingId,
        user_id: hold.userId,
        // As an object the database can read, not a JSON string inside jsonb.
        answers: sql<string>`${JSON.stringify(answers)}::text::jsonb`,
      })
      .execute();
    return;
  }
  if (hold.replaced.length === 0) return;
  const latest = await trx
    .selectFrom('booking_answers')
    .select('id')
    .where('booking_id', 'in', hold.replaced)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest) return;
  await trx
    .deleteFrom('booking_answers')
    .where('booking_id', 'in', hold.replaced)
    .where('id', '<>', latest.id)
    .execute();
  await trx
    .updateTable('booking_answers')
    .set({ booking_id: hold.bookingId })
    .where('id', '=', latest.id)
    .execute();
}

/** A moved session is a new booking row: the answers shared with it move along with it. */
export async function moveAnswers(trx: Db, from: string, to: string): Promise<void> {
  await trx
    .updateTable('booking_answers')
    .set({ booking_id: to })
    .where('booking_id', '=', from)
    .execute();
}

/** Forgets the answers of bookings that went (lapsed holds). */
export async function dropAnswers(database: Db, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await database.deleteFrom('booking_answers').where('booking_id', 'in', bookingIds).execute();
}

/** The answers of some bookings, by booking id. */
export async function answersOf(
  database: Db,
  bookingIds: string[],
): Promise<Map<string, SharedAnswers>> {
  const found = new Map<string, SharedAnswers>();
  if (bookingIds.length === 0) return found;
  const rows = await database
    .selectFrom('booking_answers')
    .select(['booking_id', 'answers'])
    .where('booking_id', 'in', bookingIds)
    .execute();
  for (const row of rows) {
    const answers = parsed(row.answers);
    if (answers) found.set(row.booking_id, answers);
  }
  return found;
}

/** The customer stops sharing: their answers for that booking go. 404 unless they are theirs. */
export async function stopSharing(database: Db, userId: string, bookingId: string): Promise<void> {
  const result = await database
    .deleteFrom('booking_answers')
    .where('booking_id', '=', bookingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(NO_ANSWERS_MESSAGE);
}

/**
 * An admin opens a session's shared answers. Each reading is in the audit log under the
 * customer (`user:<id>`), so it also appears in that customer's privacy export.
 */
export async function readAnswersAsStaff(
  database: Db,
  admin: Pick<AdminSignIn, 'adminId' | 'username'>,
  bookingId: string,
): Promise<SharedAnswers> {
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('booking_answers')
      .select(['answers', 'user_id'])
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    const answers = row ? parsed(row.answers) : null;
    if (!row || !answers) throw notFound(NO_ANSWERS_MESSAGE);
    await audit(trx, admin, 'booking.answers-read', `user:${row.user_id}`, {
      booking: bookingId,
    });
    return answers;
  });
}
