import type { FreeTime, OwnSessionsAnswer } from '#/api/clinician-sessions.ts';
import { CLINICIAN_MESSAGES } from '#/features/clinician/clinician-portal.ts';
import { roomWindow, sessionRoomPath } from '#/features/video/video-session.ts';
import { addDays, type IndiaDate, startOfIndiaDay } from '#/lib/india-time.ts';
import type { ClinicianSignIn } from '#/server/auth/sign-ins.server.ts';
import { answersOf } from '#/server/bookings/answers.server.ts';
import { canRecordOutcome } from '#/server/bookings/booking-state.ts';
import { findClinicians } from '#/server/bookings/clinicians.server.ts';
import { recordSessionOutcome } from '#/server/bookings/outcome.server.ts';
import { personOf, sessionFactsOf, sessionRows } from '#/server/bookings/session-rows.server.ts';
import { computeSlots } from '#/server/bookings/slot-search.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { measureSummaries } from '#/server/measures/summary.server.ts';
import { auditClinician } from './audit.server.ts';

type Clinician = Pick<ClinicianSignIn, 'clinicianId'>;

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
  const rows = await sessionRows(database)
    .select(['b.language', 'b.hold_expires_at', 'b.video_room'])
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
    live.map(personOf),
  );
  const measures = await measureSummaries(
    database,
    clinician.clinicianId,
    live.flatMap((r) => (r.user_id ? [r.user_id] : [])),
  );
  const sessions = live.map((r) => ({
    ...sessionFactsOf(r),
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
  await recordSessionOutcome(database, bookingId, outcome, {
    clinicianId: clinician.clinicianId,
    notFound: () => notFound(CLINICIAN_MESSAGES.notYours),
    record: (trx, id) => auditClinician(trx, clinician, `booking.${outcome}`, `booking:${id}`),
    now,
  });
}
