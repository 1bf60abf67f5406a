import { sql } from 'kysely';
import type { ClinicianProfile, SlotAnswer, SlotSearch } from '#/api/booking-slots.ts';
import {
  BOOKING_HORIZON_DAYS,
  MINIMUM_NOTICE_MINUTES,
  type SessionMode,
} from '#/features/booking/booking-rules.ts';
import type { Db } from '#/server/db/client.server.ts';
import { findClinicians } from './clinicians.server.ts';
import { type Busy, freeSlots, type Slot, type WeeklyHours } from './slots.ts';

/** The most slots one answer lists: two weeks of several clinicians is plenty to choose from. */
const MAX_SLOTS = 300;

type SlotOptions = {
  now: Date;
  mode?: SessionMode;
  branch?: string;
  ignoreBookings?: boolean;
  /** Staff booking for a caller may take a time sooner than the public notice. */
  minimumNoticeMinutes?: number;
  /** How many days ahead (the booking page's two weeks unless said: a series looks further). */
  days?: number;
};

/**
 * The clinicians' hours, leave, blocks and occupying bookings over the horizon, and the free
 * slots the pure generator cuts from them. A hold whose 10 minutes have passed no longer counts,
 * whether or not it has been marked expired yet.
 */
export async function computeSlots(
  database: Db,
  clinicians: readonly ClinicianProfile[],
  options: SlotOptions,
): Promise<Slot[]> {
  return (await computeSlotsUntilLapse(database, clinicians, options)).slots;
}

/**
 * The free slots, and the first moment a live hold among the bookings read lapses: time alone
 * frees its slot then, with nothing written to the database.
 */
async function computeSlotsUntilLapse(
  database: Db,
  clinicians: readonly ClinicianProfile[],
  options: SlotOptions,
): Promise<{ slots: Slot[]; holdsLapseAt?: Date }> {
  if (clinicians.length === 0) return { slots: [] };
  const ids = clinicians.map((c) => c.id);
  const days = options.days ?? BOOKING_HORIZON_DAYS;
  const horizonEnd = new Date(options.now.getTime() + (days + 1) * 86_400_000);
  const [hours, blocks, bookings] = await Promise.all([
    database.selectFrom('clinician_hours').selectAll().where('clinician_id', 'in', ids).execute(),
    database
      .selectFrom('clinician_blocks')
      .select(['clinician_id', 'starts_at', 'ends_at'])
      .where('clinician_id', 'in', ids)
      .where('ends_at', '>', options.now)
      .where('starts_at', '<', horizonEnd)
      .execute(),
    options.ignoreBookings
      ? Promise.resolve([])
      : database
          .selectFrom('bookings')
          .select(['clinician_id', 'starts_at', 'ends_at', 'status', 'hold_expires_at'])
          .where('clinician_id', 'in', ids)
          .where('ends_at', '>', options.now)
          .where('starts_at', '<', horizonEnd)
          .where((eb) =>
            eb.or([
              eb('status', '=', 'confirmed'),
              eb.and([eb('status', '=', 'held'), eb('hold_expires_at', '>', options.now)]),
            ]),
          )
          .execute(),
  ]);
  const toBusy = (row: { clinician_id: string; starts_at: Date; ends_at: Date }): Busy => ({
    clinicianId: row.clinician_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  });
  const weekly: WeeklyHours[] = hours.map((h) => ({
    clinicianId: h.clinician_id,
    weekday: h.weekday,
    startMinute: h.start_minute,
    endMinute: h.end_minute,
    mode: h.mode,
    branch: h.branch,
  }));
  const lapses = bookings
    .filter((b) => b.status === 'held' && b.hold_expires_at)
    .map((b) => b.hold_expires_at!.getTime());
  const slots = freeSlots(
    weekly,
    clinicians.map((c) => ({
      clinicianId: c.id,
      sessionMinutes: c.sessionMinutes,
      bufferMinutes: c.bufferMinutes,
    })),
    {
      now: options.now,
      mode: options.mode,
      branch: options.branch,
      minimumNoticeMinutes: options.minimumNoticeMinutes,
      days,
      blocked: blocks.map(toBusy),
      booked: bookings.map(toBusy),
    },
  );
  return { slots, holdsLapseAt: lapses.length > 0 ? new Date(Math.min(...lapses)) : undefined };
}

/** The public search behind /book: the matching clinicians and their next free slots. */
export async function searchSlots(
  database: Db,
  search: SlotSearch,
  now: Date = new Date(),
): Promise<SlotAnswer> {
  return (await searchSlotsUntilChange(database, search, now)).answer;
}

/**
 * The search, and the moment from which time alone changes its answer even though nothing in
 * the database does: a live hold lapses, or the first slot comes inside the minimum notice.
 */
export async function searchSlotsUntilChange(
  database: Db,
  search: SlotSearch,
  now: Date,
): Promise<{ answer: SlotAnswer; changesAt?: Date }> {
  const clinicians = await findClinicians(database, search);
  const spoken = await database
    .selectFrom('clinicians')
    .select(sql<string>`unnest(languages)`.as('language'))
    .where('active', '=', true)
    .distinct()
    .execute();
  const { slots, holdsLapseAt } = await computeSlotsUntilLapse(database, clinicians, {
    now,
    mode: search.mode,
    branch: search.branch,
  });
  const first = slots[0]?.startsAt.getTime();
  const firstLeaves = first === undefined ? Infinity : first - MINIMUM_NOTICE_MINUTES * 60_000;
  const changesAt = Math.min(firstLeaves, holdsLapseAt?.getTime() ?? Infinity);
  const slugOf = new Map(clinicians.map((c) => [c.id, c.slug]));
  const listed = slots.slice(0, MAX_SLOTS);
  const withSlots = new Set(listed.map((s) => s.clinicianId));
  const answer: SlotAnswer = {
    // Every language some clinician speaks, whatever was chosen: the booking page offers no
    // language nobody can hold a session in.
    languages: spoken.map((r) => r.language).sort(),
    clinicians: clinicians.filter((c) => withSlots.has(c.id)),
    slots: listed.map((s) => ({
      clinician: slugOf.get(s.clinicianId)!,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      mode: s.mode,
      branch: s.branch,
    })),
  };
  return { answer, changesAt: Number.isFinite(changesAt) ? new Date(changesAt) : undefined };
}
