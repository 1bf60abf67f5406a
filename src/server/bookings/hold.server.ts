import type { Hold, HoldInput } from '#/api/bookings.ts';
import { HOLD_MINUTES } from '#/features/booking/booking-rules.ts';
import { BOOKING_MESSAGES } from '#/features/booking/schemas.ts';
import type { Db } from '#/server/db/client.server.ts';
import { conflict } from '#/server/http/errors.ts';
import { keepAnswersWithHold } from './answers.server.ts';
import { findClinicians } from './clinicians.server.ts';
import { orSlotTaken } from './errors.ts';
import { expireLapsedHolds } from './expire.server.ts';
import { computeSlots } from './slot-search.server.ts';
import { transition } from './transition.server.ts';

/**
 * Holds one of a clinician's free slots for a signed-in customer for 10 minutes. The slot must be
 * one the clinician offers (their hours, less leave and blocks); whether it is still free is the
 * database's to say: of many customers racing for it, the exclusion constraint lets exactly one
 * in and the others get a plain 409. A customer holds one time at a time: a new hold lets go of
 * every earlier hold of theirs, even one a payment was started for (if that payment still
 * completes, it becomes a credit to book with, as any payment after its hold does). The account's
 * row is locked first, so simultaneous requests from one account take turns instead of each
 * keeping a time. The get-matched answers the customer chose to share are kept with the hold in
 * the same transaction (or carried over from the hold it replaces).
 */
export async function holdSlot(
  database: Db,
  userId: string,
  input: HoldInput,
  now: Date = new Date(),
): Promise<Hold> {
  const [clinician] = await findClinicians(database, {
    clinician: input.clinician,
    mode: input.mode,
  });
  if (!clinician?.services.includes(input.service)) {
    throw conflict(BOOKING_MESSAGES.notAvailable, 'not_available');
  }
  const offered = await computeSlots(database, [clinician], {
    now,
    mode: input.mode,
    branch: input.branch ?? undefined,
    ignoreBookings: true,
  });
  const slot = offered.find(
    (s) =>
      s.startsAt.getTime() === input.startsAt.getTime() &&
      s.mode === input.mode &&
      (input.mode !== 'in-person' || s.branch === input.branch),
  );
  if (!slot) throw conflict(BOOKING_MESSAGES.notAvailable, 'not_available');

  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  return orSlotTaken(() =>
    database.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      await expireLapsedHolds(trx, now, clinician.id);
      const replaced = await transition(
        trx,
        (eb) => eb.and([eb('user_id', '=', userId), eb('status', '=', 'held')]),
        {
          to: 'cancelled',
          why: 'hold-replaced',
          now,
          set: { cancelled_at: now, cancel_reason: 'Another time was chosen.' },
        },
      );
      // A lapsed hold a payment was started for no longer waits for it: the chosen time is this.
      await trx
        .updateTable('bookings')
        .set({ order_id: null, updated_at: now })
        .where('user_id', '=', userId)
        .where('status', '=', 'expired')
        .where('order_id', 'is not', null)
        .execute();
      const row = await trx
        .insertInto('bookings')
        .values({
          clinician_id: clinician.id,
          user_id: userId,
          service_slug: input.service,
          mode: input.mode,
          branch: slot.branch,
          language: input.language,
          locale: input.locale,
          starts_at: slot.startsAt,
          ends_at: slot.endsAt,
          status: 'held',
          hold_expires_at: holdExpiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await keepAnswersWithHold(
        trx,
        { bookingId: row.id, userId, replaced: replaced.map((r) => r.id) },
        input.answers,
      );
      return { id: row.id, holdExpiresAt };
    }),
  );
}
