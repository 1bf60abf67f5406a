import type { FreeTime, OwnSessionsAnswer } from '#/api/clinician-sessions.ts';
import { CLINICIAN_MESSAGES } from '#/features/clinician/clinician-portal.ts';
import { roomWindow, sessionRoomPath } from '#/features/video/video-session.ts';
import { addDays, type IndiaDate, startOfIndiaDay } from '#/lib/india-time.ts';
import type { ClinicianSession } from '#/server/auth/sessions.server.ts';
import { answersOf } from '#/server/bookings/answers.server.ts';
import { canRecordOutcome } from '#/server/bookings/booking-state.ts';
import { findClinicians } from '#/server/bookings/clinicians.server.ts';
import { computeSlots } from '#/server/bookings/slot-search.server.ts';
import { transition } from '#/server/bookings/transition.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { conflict, notFound } from '#/server/http/errors.ts';
import { measureSummaries } from '#/server/measures/summary.server.ts';
import { auditClinician } from './audit.server.ts';

type Clinician = Pick<ClinicianSession, 'clinicianId'>;

/**
 * The clinician's own sessions over some India days (held, confirmed and their outcomes; not
 * let-go holds or cancellations before payment), with each client's name and shared answers,
 * and the free times in their hours over the same days, cut by the same rules as the booking
 * page and the admin's calendar (computeSlots). The reading is in the access log, naming each
 * client it showed, so it appears in their data export as an admin's reading does.
 */
export async function readOwnSessions(
  database: Db,
  clinician: Clinician,
  query: { from: IndiaDate; days: number },
  now: Date = new Date(),
): Promise<OwnSessionsAnswer> {
  const from = startOfIndiaDay(query.from);
  const to = startOfIndiaDay(addDays(query.from, query.days));
  const rows = await database
    .selectFrom('bookings as b')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.user_id',
      'b.starts_at',
      'b.ends_at',
      'b.status',
      'b.mode',
      'b.branch',
      'b.service_slug',
      'b.language',
      'b.hold_expires_at',
      'b.contact_name',
      'b.video_room',
      'u.name as user_name',
      'u.email as user_email',
    ])
    .where('b.clinician_id', '=', clinician.clinicianId)
    .where('b.starts_at', '>=', from)
    .where('b.starts_at', '<', to)
    .where('b.status', 'in', ['held', 'confirmed', 'attended', 'no_show'])
    .orderBy('b.starts_at')
    .execute();
  const live = rows.filter(
    (r) => r.status !== 'held' || (r.hold_expires_at && r.hold_expires_at > now),
  );
  const answers = await answersOf(
    database,
    live.map((r) => r.id),
  );
  await auditClinician(
    database,
    clinician,
    'clinician.read.sessions',
    `clinician:${clinician.clinicianId}`,
    { from: query.from, days: query.days, sessions: live.length, answers: answers.size },
    live.map((r) => (r.user_id ? `user:${r.user_id}` : `booking:${r.id}`)),
  );
  const measures = await measureSummaries(
    database,
    clinician.clinicianId,
    live.flatMap((r) => (r.user_id ? [r.user_id] : [])),
  );
  const sessions = live.map((r) => ({
    id: r.id,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    mode: r.mode,
    branch: r.branch,
    service: r.service_slug,
    language: r.language,
    client: {
      name: r.user_name || r.contact_name || r.user_email || 'Client',
      userId: r.user_id,
    },
    answers: answers.get(r.id) ?? null,
    canRecordOutcome: canRecordOutcome(r.status, r.starts_at, now),
    measures: (r.user_id && measures.get(r.user_id)) || null,
    roomUrl:
      r.mode === 'video' &&
      r.status === 'confirmed' &&
      roomWindow(r.starts_at, r.ends_at, now) === 'open'
        ? sessionRoomPath(r.video_room)
        : null,
  }));
  return { sessions, free: await freeTimes(database, clinician, from, to, now) };
}

/** The free times between two instants, one entry per start with every way of meeting. */
async function freeTimes(
  database: Db,
  clinician: Clinician,
  from: Date,
  to: Date,
  now: Date,
): Promise<FreeTime[]> {
  if (to <= now) return [];
  const row = await database
    .selectFrom('clinicians')
    .select('slug')
    .where('id', '=', clinician.clinicianId)
    .executeTakeFirst();
  if (!row) return [];
  const profiles = await findClinicians(database, { clinician: row.slug });
  const days = Math.min(60, Math.ceil((to.getTime() - now.getTime()) / 86_400_000) + 1);
  const slots = await computeSlots(database, profiles, { now, days, minimumNoticeMinutes: 0 });
  const byStart = new Map<number, FreeTime>();
  for (const slot of slots) {
    if (slot.startsAt < from || slot.startsAt >= to) continue;
    const key = slot.startsAt.getTime();
    const entry = byStart.get(key);
    if (entry) {
      if (!entry.modes.includes(slot.mode)) entry.modes.push(slot.mode);
      entry.branch ??= slot.branch;
    } else {
      byStart.set(key, { ...slot, modes: [slot.mode], branch: slot.branch });
    }
  }
  return [...byStart.values()]
    .map(({ startsAt, endsAt, modes, branch }) => ({ startsAt, endsAt, modes, branch }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The clinician records that one of their own sessions took place or was missed, once it has
 * begun. Another clinician's session is not found, whatever its id. Audited.
 */
export async function recordOwnOutcome(
  database: Db,
  clinician: Clinician,
  bookingId: string,
  outcome: 'attended' | 'no_show',
  now: Date = new Date(),
): Promise<void> {
  await database.transaction().execute(async (trx) => {
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'status', 'starts_at', 'user_id'])
      .where('id', '=', bookingId)
      .where('clinician_id', '=', clinician.clinicianId)
      .forUpdate()
      .executeTakeFirst();
    if (!booking) throw notFound(CLINICIAN_MESSAGES.notYours);
    if (!canRecordOutcome(booking.status, booking.starts_at, now)) {
      throw conflict(
        booking.status === 'confirmed'
          ? 'A session can be marked attended or missed once it has begun.'
          : 'Only a confirmed session can be marked attended or missed.',
      );
    }
    await transition(trx, booking.id, {
      to: outcome,
      why: outcome === 'attended' ? 'attended' : 'missed',
      now,
    });
    await auditClinician(trx, clinician, `booking.${outcome}`, `booking:${booking.id}`);
  });
}
