import { creditReturnedOnCancel, customerCanChange } from '#/features/booking/booking-rules.ts';
import type { Db } from '#/server/db/client.server.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { cancelledEmail } from './booking-emails.ts';
import { bookingMailFacts } from './booking-mail.server.ts';
import { returnCredit } from './credits.server.ts';
import { bookingNotFound } from './errors.ts';
import { transition } from './transition.server.ts';
import { notChangeable } from './unchangeable.server.ts';
import { offerFreedTime } from './waiting-list.server.ts';

export interface CancelRequest {
  bookingId: string;
  /** The customer cancelling their own session; omitted when staff cancel. */
  userId?: string;
  reason?: string;
  /** Staff only: give the credit back even with less than 24 hours' notice. */
  waive?: boolean;
  now?: Date;
  /** The signed link of an e-mail: the customer's rules, without a signed-in customer. */
  byLink?: boolean;
  /** The session's payment was refunded: no credit comes back, and the e-mail says why. */
  refunded?: boolean;
  /** Staff: records the change in the audit log, inside the cancelling transaction. */
  record?: (trx: Db, detail: { creditReturned: boolean }) => Promise<void>;
}

export interface CancelResult {
  creditReturned: boolean;
  startsAt: Date;
  /** The notice queued for the customer, to send after the transaction. */
  emailIds: string[];
}

/**
 * Cancels a held or confirmed session. A confirmed one paid with a credit gets it back with at
 * least 24 hours' notice, or when staff waive the rule; a hold simply lets go of its time.
 */
export async function cancelBooking(database: Db, request: CancelRequest): Promise<CancelResult> {
  return database.transaction().execute((trx) => cancelWithin(trx, request));
}

/** The same, inside a transaction of the caller's (a refund's settlement cancels with it). */
export async function cancelWithin(trx: Db, request: CancelRequest): Promise<CancelResult> {
  const now = request.now ?? new Date();
  const byCustomer = request.userId !== undefined || request.byLink === true;
  {
    const booking = await trx
      .selectFrom('bookings')
      .select([
        'id',
        'status',
        'starts_at',
        'ends_at',
        'credit_id',
        'calendar_sequence',
        'clinician_id',
        'mode',
        'branch',
      ])
      .where('id', '=', request.bookingId)
      .$if(request.userId !== undefined, (q) => q.where('user_id', '=', request.userId!))
      .forUpdate()
      .executeTakeFirst();
    if (!booking) throw bookingNotFound();
    const changeable =
      booking.status === 'held' ||
      (byCustomer
        ? customerCanChange(booking.status, booking.starts_at, now)
        : booking.status === 'confirmed');
    if (!changeable) throw await notChangeable(trx, booking);
    const creditReturned =
      !request.refunded &&
      booking.status === 'confirmed' &&
      booking.credit_id !== null &&
      creditReturnedOnCancel(booking.starts_at, now, request.waive === true) &&
      (await returnCredit(trx, booking.credit_id));
    await transition(trx, booking.id, {
      to: 'cancelled',
      why: byCustomer ? 'cancelled-by-customer' : 'cancelled-by-staff',
      now,
      set: {
        cancelled_at: now,
        cancel_reason: request.reason ?? '',
        credit_returned: creditReturned,
        // The cancellation is the event's next version in the client's calendar.
        calendar_sequence: booking.calendar_sequence + 1,
      },
    });
    await request.record?.(trx, { creditReturned });
    // A hold never confirmed was never announced: only a confirmed session's cancellation is.
    const facts =
      booking.status === 'confirmed' ? await bookingMailFacts(trx, booking.id) : undefined;
    const emailId = facts
      ? await queueEmail(
          trx,
          cancelledEmail(facts, {
            creditReturned,
            byStaff: !byCustomer,
            reason: request.reason ?? '',
            refunded: request.refunded === true,
          }),
        )
      : undefined;
    // A confirmed session's time is free again: the first on the clinician's waiting list hears.
    const offered =
      booking.status === 'confirmed'
        ? await offerFreedTime(
            trx,
            {
              clinicianId: booking.clinician_id,
              mode: booking.mode,
              branch: booking.branch,
              startsAt: booking.starts_at,
              endsAt: booking.ends_at,
            },
            now,
          )
        : [];
    return {
      creditReturned,
      startsAt: booking.starts_at,
      emailIds: [...(emailId ? [emailId] : []), ...offered],
    };
  }
}
