import {
  BOOKING_HORIZON_DAYS,
  MINIMUM_NOTICE_MINUTES,
  type SessionMode,
} from '#/features/booking/booking-rules.ts';
import { addDays, indiaDateOf, indiaToInstant, weekdayOf } from '#/lib/india-time.ts';

/**
 * The free-slot generator: a clinician's weekly hours in India time, cut into sessions of their
 * length with their buffer between, less leave, blocked times, existing bookings and live holds,
 * less anything in the past or inside the minimum notice. Pure, so every rule is unit tested; the
 * search reads the rows and hands them in.
 */

export interface WeeklyHours {
  clinicianId: string;
  /** 0 Sunday … 6 Saturday, in India. */
  weekday: number;
  /** Minutes after midnight IST. */
  startMinute: number;
  endMinute: number;
  mode: SessionMode;
  /** The branch for in-person hours; null for online modes. */
  branch: string | null;
}

export interface ClinicianTiming {
  clinicianId: string;
  sessionMinutes: 50 | 60;
  bufferMinutes: number;
}

/** A span of a clinician's time that cannot be booked: leave, a block, a booking, a live hold. */
export interface Busy {
  clinicianId: string;
  startsAt: Date;
  endsAt: Date;
}

export interface Slot {
  clinicianId: string;
  startsAt: Date;
  endsAt: Date;
  mode: SessionMode;
  branch: string | null;
}

export interface SlotQuery {
  now: Date;
  mode?: SessionMode;
  /** A branch slug, or undefined for any. Only narrows in-person hours. */
  branch?: string;
  days?: number;
  minimumNoticeMinutes?: number;
  /** Leave, blocks: the session itself may not touch them. */
  blocked: readonly Busy[];
  /** Bookings and live holds: the session and its buffer may not touch them. */
  booked: readonly Busy[];
}

const MINUTE = 60_000;

function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

export function freeSlots(
  hours: readonly WeeklyHours[],
  timings: readonly ClinicianTiming[],
  query: SlotQuery,
): Slot[] {
  const days = query.days ?? BOOKING_HORIZON_DAYS;
  const earliest =
    query.now.getTime() + (query.minimumNoticeMinutes ?? MINIMUM_NOTICE_MINUTES) * MINUTE;
  const timingOf = new Map(timings.map((t) => [t.clinicianId, t]));
  const today = indiaDateOf(query.now);
  const slots: Slot[] = [];
  const seen = new Set<string>();

  for (let offset = 0; offset < days; offset++) {
    const date = addDays(today, offset);
    const weekday = weekdayOf(date);
    for (const window of hours) {
      if (window.weekday !== weekday) continue;
      if (query.mode && window.mode !== query.mode) continue;
      if (query.branch && window.mode === 'in-person' && window.branch !== query.branch) continue;
      const timing = timingOf.get(window.clinicianId);
      if (!timing) continue;
      const length = timing.sessionMinutes;
      const step = length + timing.bufferMinutes;
      const buffer = timing.bufferMinutes * MINUTE;
      for (let start = window.startMinute; start + length <= window.endMinute; start += step) {
        const startsAt = indiaToInstant(date, start);
        const endsAt = new Date(startsAt.getTime() + length * MINUTE);
        const s = startsAt.getTime();
        const e = endsAt.getTime();
        if (s < earliest) continue;
        const clashes =
          query.blocked.some(
            (b) =>
              b.clinicianId === window.clinicianId &&
              overlaps(s, e, b.startsAt.getTime(), b.endsAt.getTime()),
          ) ||
          query.booked.some(
            (b) =>
              b.clinicianId === window.clinicianId &&
              overlaps(s, e, b.startsAt.getTime() - buffer, b.endsAt.getTime() + buffer),
          );
        if (clashes) continue;
        // The same hour offered for two modes is one slot per mode, never a duplicate of one.
        const key = `${window.clinicianId}|${s}|${window.mode}|${window.branch ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        slots.push({
          clinicianId: window.clinicianId,
          startsAt,
          endsAt,
          mode: window.mode,
          branch: window.branch,
        });
      }
    }
  }
  return slots.sort(
    (a, b) =>
      a.startsAt.getTime() - b.startsAt.getTime() || a.clinicianId.localeCompare(b.clinicianId),
  );
}
