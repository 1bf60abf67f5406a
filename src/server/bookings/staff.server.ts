import type { CalendarEntry, CalendarQuery, StaffBookingInput } from '#/api/admin-calendar.ts';
import { BOOKING_MESSAGES } from '#/features/booking/schemas.ts';
import { addDays, startOfIndiaDay } from '#/lib/india-time.ts';
import { audit } from '#/server/admin/audit.server.ts';
import type { AdminSignIn } from '#/server/auth/sign-ins.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { conflict } from '#/server/http/errors.ts';
import { queueEmail } from '#/server/mail/outbox.server.ts';
import { confirmedEmail } from './booking-emails.ts';
import { bookingMailFacts } from './booking-mail.server.ts';
import { cancelBooking } from './cancel.server.ts';
import { queueClinicianRoom } from './clinician-room-email.server.ts';
import { findClinicians } from './clinicians.server.ts';
import { bookingNotFound, orSlotTaken } from './errors.ts';
import { expireLapsedHolds } from './expire.server.ts';
import { recordSessionOutcome } from './outcome.server.ts';
import { rescheduleBooking } from './reschedule.server.ts';
import { contactOf, personOf, sessionFactsOf, sessionRows } from './session-rows.server.ts';
import { computeSlots } from './slot-search.server.ts';

type Admin = Pick<AdminSignIn, 'adminId' | 'username'>;

/**
 * The Calendar tab's reading (its list and its CSV): the bookings of some India days, for one
 * clinician or branch or all, live holds included. Holds that were let go (another time chosen,
 * cancelled before paying, lapsed) are not sessions and are left out unless asked for: one client
 * trying times would otherwise fill the day with "Cancelled" rows bearing their name. Every
 * reading is in the access log, as the other lists of personal data are (`read.calendar`,
 * `export.calendar`), naming each person it showed in `subjects` (`user:<id>`, or `booking:<id>`
 * for a caller booked without an account) so that it shows in their data export.
 */
export async function readCalendar(
  database: Db,
  admin: Admin,
  query: CalendarQuery,
  { exporting = false }: { exporting?: boolean } = {},
  now: Date = new Date(),
): Promise<CalendarEntry[]> {
  const rows = await calendarRows(database, query, now);
  await audit(
    database,
    admin,
    exporting ? 'export.calendar' : 'read.calendar',
    query.clinician ?? query.branch ?? 'all',
    { ...query, sessions: rows.length },
    rows.map((r) => r.person),
  );
  return rows.map(({ person: _, ...entry }) => entry);
}

async function calendarRows(
  database: Db,
  query: CalendarQuery,
  now: Date,
): Promise<(CalendarEntry & { person: string })[]> {
  const from = startOfIndiaDay(query.from);
  const to = startOfIndiaDay(addDays(query.from, query.days));
  let q = sessionRows(database)
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .select([
      'b.language',
      'b.confirmed_at',
      'b.booked_by',
      'b.cancel_reason',
      'b.hold_expires_at',
      'b.contact_email',
      'b.contact_phone',
      'c.slug',
      'c.name as clinician_name',
      'u.phone as user_phone',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('booking_answers as a')
              .select('a.id')
              .whereRef('a.booking_id', '=', 'b.id'),
          )
          .as('has_answers'),
    ])
    .where('b.starts_at', '>=', from)
    .where('b.starts_at', '<', to)
    .orderBy('b.starts_at');
  if (query.clinician) q = q.where('c.slug', '=', query.clinician);
  if (query.branch) q = q.where('b.branch', '=', query.branch);
  if (query.holds !== 'all') {
    q = q
      .where('b.status', '<>', 'expired')
      .where((eb) =>
        eb.or([eb('b.status', '<>', 'cancelled'), eb('b.confirmed_at', 'is not', null)]),
      );
  }
  const rows = await q.execute();
  return rows
    .filter((r) => r.status !== 'held' || (r.hold_expires_at && r.hold_expires_at > now))
    .map((r) => ({
      ...sessionFactsOf(r),
      person: personOf(r),
      clinician: { slug: r.slug, name: r.clinician_name },
      language: r.language,
      customer: contactOf(r),
      bookedBy: r.booked_by,
      cancelReason: r.cancel_reason,
      hasAnswers: Boolean(r.has_answers),
    }));
}

/**
 * Books a session for a caller on the phone: confirmed at once (payment is taken at the
 * branch or by the care team), in one of the clinician's offered times, and still refused by
 * the database if the time has just gone. Audited; the caller is e-mailed when an address was
 * given.
 */
export async function bookForCaller(
  database: Db,
  admin: Admin,
  input: StaffBookingInput,
  now: Date = new Date(),
): Promise<{ id: string; emailIds: string[] }> {
  const [clinician] = await findClinicians(database, {
    clinician: input.clinician,
    mode: input.mode,
  });
  if (!clinician) throw conflict(BOOKING_MESSAGES.notAvailable, 'not_available');
  const offered = await computeSlots(database, [clinician], {
    now,
    mode: input.mode,
    branch: input.branch ?? undefined,
    ignoreBookings: true,
    minimumNoticeMinutes: 0,
  });
  const slot = offered.find((s) => s.startsAt.getTime() === input.startsAt.getTime());
  if (!slot) throw conflict(BOOKING_MESSAGES.notAvailable, 'not_available');
  return orSlotTaken(() =>
    database.transaction().execute(async (trx) => {
      await expireLapsedHolds(trx, now, clinician.id);
      const row = await trx
        .insertInto('bookings')
        .values({
          clinician_id: clinician.id,
          contact_name: input.contactName,
          contact_email: input.contactEmail,
          contact_phone: input.contactPhone,
          service_slug: input.service,
          mode: input.mode,
          branch: slot.branch,
          language: input.language,
          starts_at: slot.startsAt,
          ends_at: slot.endsAt,
          status: 'confirmed',
          booked_by: 'staff',
          confirmed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, admin, 'booking.create', `booking:${row.id}`, {
        clinician: clinician.slug,
        startsAt: slot.startsAt.toISOString(),
        mode: input.mode,
      });
      const facts = await bookingMailFacts(trx, row.id);
      const emailId = facts ? await queueEmail(trx, confirmedEmail(facts)) : undefined;
      const roomIds = await queueClinicianRoom(trx, row.id);
      return { id: row.id, emailIds: [...(emailId ? [emailId] : []), ...roomIds] };
    }),
  );
}

/** Records that a session took place or was missed, once it has begun. Audited. */
export async function recordOutcome(
  database: Db,
  admin: Admin,
  bookingId: string,
  outcome: 'attended' | 'no_show',
  now: Date = new Date(),
): Promise<void> {
  await recordSessionOutcome(database, bookingId, outcome, {
    notFound: bookingNotFound,
    record: (trx, id) => audit(trx, admin, `booking.${outcome}`, `booking:${id}`),
    now,
  });
}

/** Staff move a session to another offered time, with a reason the customer is told. Audited. */
export function moveForCustomer(
  database: Db,
  admin: Admin,
  bookingId: string,
  input: { startsAt: Date; reason: string },
) {
  return rescheduleBooking(database, {
    bookingId,
    startsAt: input.startsAt,
    reason: input.reason,
    record: (trx, movedTo) =>
      audit(trx, admin, 'booking.move', `booking:${bookingId}`, {
        to: input.startsAt.toISOString(),
        newBooking: movedTo,
        reason: input.reason,
      }),
  });
}

/** Staff cancel a session with a reason; `waive` returns the credit even inside 24 hours. */
export function cancelForCustomer(
  database: Db,
  admin: Admin,
  bookingId: string,
  input: { reason: string; waive: boolean },
) {
  return cancelBooking(database, {
    bookingId,
    reason: input.reason,
    waive: input.waive,
    record: (trx, detail) =>
      audit(trx, admin, 'booking.cancel', `booking:${bookingId}`, {
        reason: input.reason,
        waive: input.waive,
        creditReturned: detail.creditReturned,
      }),
  });
}
