import type { Expression, ExpressionBuilder, SqlBool, Updateable } from 'kysely';
import type { BookingStatus } from '#/features/booking/booking-rules.ts';
import type { Db } from '#/server/db/client.server.ts';
import type { BookingsTable, Database } from '#/server/db/schema.ts';
import { statusesAllowing, type TransitionReason } from './booking-state.ts';

/** Which bookings to change: ids, or a condition (the sweep's "every lapsed hold"). */
export type BookingFilter =
  | string
  | string[]
  | ((eb: ExpressionBuilder<Database, 'bookings'>) => Expression<SqlBool>);

export interface Transition {
  to: BookingStatus;
  why: TransitionReason;
  now: Date;
  /** What else changes with the status (the credit used, when it was cancelled, why in words). */
  set?: Omit<Updateable<BookingsTable>, 'status' | 'updated_at'>;
}

/**
 * The one way a booking's status changes. The allowed-from rule (booking-state.ts) is part of the
 * UPDATE itself, so a booking that another request has just moved on is not changed, rather than
 * read, checked and overwritten; each change is recorded with its reason in the same
 * transaction. Answers the ids that changed and what they were, for the caller to act on (or to
 * tell the person that nothing could be changed).
 */
export async function transition(
  database: Db,
  which: BookingFilter,
  change: Transition,
): Promise<{ id: string; from: BookingStatus }[]> {
  const ids = typeof which === 'string' ? [which] : Array.isArray(which) ? which : undefined;
  const from = statusesAllowing(change.to);
  // Nothing becomes held again, and an empty list of ids names nothing.
  if (from.length === 0 || ids?.length === 0) return [];
  const rows = await database
    .with('before', (db) =>
      db
        .selectFrom('bookings')
        .select(['id', 'status'])
        .where('status', 'in', from)
        .$if(ids !== undefined, (q) => q.where('id', 'in', ids!))
        .$if(typeof which === 'function', (q) =>
          q.where(which as Exclude<BookingFilter, string | string[]>),
        )
        .forUpdate(),
    )
    .updateTable('bookings')
    .from('before')
    .set({ ...change.set, status: change.to, updated_at: change.now })
    .whereRef('bookings.id', '=', 'before.id')
    .returning(['bookings.id as id', 'before.status as from'])
    .execute();
  if (rows.length > 0) {
    await database
      .insertInto('booking_status_changes')
      .values(
        rows.map((row) => ({
          booking_id: row.id,
          from_status: row.from,
          to_status: change.to,
          why: change.why,
          changed_at: change.now,
        })),
      )
      .execute();
  }
  return rows.map((row) => ({ id: row.id, from: row.from as BookingStatus }));
}
