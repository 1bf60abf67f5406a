import { creditReturnedOnCancel } from '#/features/booking/booking-rules.ts';
import { BOOKING_MESSAGES } from '#/features/booking/schemas.ts';
import type { Db } from '#/server/db/client.server.ts';
import { conflict } from '#/server/http/errors.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { moveMeasureRequests } from '#/server/measures/requests.server.ts';
import { moveAnswers } from './answers.server.ts';
import { movedEmail } from './booking-emails.ts';
import { bookingMailFacts } from './booking-mail.server.ts';
import { queueClinicianRoom } from './clinician-room-email.server.ts';
import { findClinicians } from './clinicians.server.ts';
import { bookingNotFound, orSlotTaken, tooLate } from './errors.ts';
import { computeSlots } from './slot-search.server.ts';
import { transition } from './transition.server.ts';
import { notChangeable } from './unchangeable.server.ts';
import { offerFreedTime } from './waiting-list.server.ts';

/**
 * Moves a confirmed session to another free time of the same clinician and mode. Under the same
 * policy as a cancellation with the credit back: at least 24 hours before it starts (staff may
 * move any time). The old row is cancelled and a new one made in one transaction, paid the same
 * way, so the history shows both; if the new time has just been taken, nothing changes.
 */
export async function rescheduleBooking(
  database: Db,
  request: {
    bookingId: string;
    startsAt: Date;
    userId?: string;
    reason?: string;
    now?: Date;
    /** The signed link of an e-mail: the customer's rules, without a signed-in customer. */
    byLink?: boolean;
    /** Staff: records the move in the audit log, inside the moving transaction. */
    record?: (trx: Db, movedTo: string) => Promise<void>;
  },
): Promise<{ id: string; startsAt: Date; endsAt: Date; emailIds: string[] }> {
  const now = request.now ?? new Date();
  const byCustomer = request.userId !== undefined || request.byLink === true;
  const old = await database
    .selectFrom('bookings')
    .innerJoin('clinicians', 'clinicians.id', 'bookings.clinician_id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.starts_at',
      'bookings.mode',
      'bookings.branch',
      'clinicians.slug',
    ])
    .where('bookings.id', '=', request.bookingId)
    .$if(request.userId !== undefined, (q) => q.where('bookings.user_id', '=', request.userId!))
    .executeTakeFirst();
  if (!old) throw bookingNotFound();
  if (old.status !== 'confirmed') throw await notChangeable(database, old);
  if (old.starts_at.getTime() <= now.getTime()) throw tooLate();
  if (byCustomer && !creditReturnedOnCancel(old.starts_at, now)) {
    throw conflict(BOOKING_MESSAGES.moveTooLate, 'move_too_late');
  }
  const clinicians = await findClinicians(database, { clinician: old.slug });
  const offered = await computeSlots(database, clinicians, {
    now,
    mode: old.mode,
    branch: old.branch ?? undefined,
    ignoreBookings: true,
  });
  const slot = offered.find(
    (s) => s.startsAt.getTime() === request.startsAt.getTime() && s.branch === old.branch,
  );
  if (!slot) throw conflict(BOOKING_MESSAGES.notAvailable, 'not_available');

  return orSlotTaken(() =>
    database.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', old.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (current.status !== 'confirmed') throw await notChangeable(trx, current);
      await transition(trx, current.id, {
        to: 'cancelled',
        why: 'moved',
        now,
        set: { cancelled_at: now, cancel_reason: request.reason || 'Moved to another time.' },
      });
      const moved = await trx
        .insertInto('bookings')
        .values({
          clinician_id: current.clinician_id,
          user_id: current.user_id,
          contact_name: current.contact_name,
          contact_email: current.contact_email,
          contact_phone: current.contact_phone,
          service_slug: current.service_slug,
          mode: current.mode,
          branch: current.branch,
          language: current.language,
          locale: current.locale,
          starts_at: slot.startsAt,
          ends_at: slot.endsAt,
          status: 'confirmed',
          credit_id: current.credit_id,
          order_id: current.order_id,
          booked_by: current.booked_by,
          rescheduled_from: current.id,
          // The same event in the client's calendar, at its next version.
          calendar_uid: current.calendar_uid,
          calendar_sequence: current.calendar_sequence + 1,
          confirmed_at: now,
        })
        .returning(['id', 'starts_at', 'ends_at'])
        .executeTakeFirstOrThrow();
      await moveAnswers(trx, current.id, moved.id);
      await moveMeasureRequests(trx, current.id, moved.id);
      await request.record?.(trx, moved.id);
      const facts = await bookingMailFacts(trx, moved.id);
      const emailId = facts
        ? await queueEmail(
            trx,
            movedEmail(facts, {
              from: current.starts_at,
              byStaff: !byCustomer,
              reason: request.reason ?? '',
            }),
          )
        : undefined;
      return {
        id: moved.id,
        startsAt: moved.starts_at,
        endsAt: moved.ends_at,
        emailIds: [
          ...(emailId ? [emailId] : []),
          ...(await queueClinicianRoom(trx, moved.id)),
          // The time it leaves is free again for the first on the clinician's waiting list.
          ...(await offerFreedTime(
            trx,
            {
              clinicianId: current.clinician_id,
              mode: current.mode,
              branch: current.branch,
              startsAt: current.starts_at,
              endsAt: current.ends_at,
            },
            now,
          )),
        ],
      };
    }),
  );
}
