import type { Db } from '#/server/db/client.server.ts';
import { conflict, type HttpError } from '#/server/http/errors.ts';
import { canRecordOutcome } from './booking-state.ts';
import { transition } from './transition.server.ts';

/**
 * Records that a session took place or was missed, once it has begun: the one way, for the
 * care team (bookings/staff.server.ts) and for the clinician on their own sessions
 * (clinicians/day.server.ts). `clinicianId` limits it to that clinician's sessions (another's
 * is not found, whatever its id); `record` writes the audit entry in the same transaction.
 */
export async function recordSessionOutcome(
  database: Db,
  bookingId: string,
  outcome: 'attended' | 'no_show',
  options: {
    clinicianId?: string;
    notFound: () => HttpError;
    record: (trx: Db, bookingId: string) => Promise<void>;
    now: Date;
  },
): Promise<void> {
  await database.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('bookings')
      .select(['id', 'status', 'starts_at'])
      .where('id', '=', bookingId);
    if (options.clinicianId !== undefined) {
      query = query.where('clinician_id', '=', options.clinicianId);
    }
    const booking = await query.forUpdate().executeTakeFirst();
    if (!booking) throw options.notFound();
    if (!canRecordOutcome(booking.status, booking.starts_at, options.now)) {
      throw conflict(
        booking.status === 'confirmed'
          ? 'A session can be marked attended or missed once it has begun.'
          : 'Only a confirmed session can be marked attended or missed.',
      );
    }
    await transition(trx, booking.id, {
      to: outcome,
      why: outcome === 'attended' ? 'attended' : 'missed',
      now: options.now,
    });
    await options.record(trx, booking.id);
  });
}
