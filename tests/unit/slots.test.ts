import { describe, expect, it } from 'vitest';
import { indiaToInstant, instantToIndia, parseEndTime, parseTime } from '#/lib/india-time.ts';
import { type ClinicianTiming, freeSlots, type WeeklyHours } from '#/server/bookings/slots.ts';

// Wednesday 25 November 2026, 07:00 IST.
const now = new Date('2026-11-25T01:30:00Z');
const at = (date: string, time: string) => indiaToInstant(date, parseTime(time));
const hours = (over: Partial<WeeklyHours> = {}): WeeklyHours => ({
  clinicianId: 'a',
  weekday: 3,
  startMinute: parseTime('10:00'),
  endMinute: parseTime('13:00'),
  mode: 'video',
  branch: null,
  ...over,
});
const timing = (over: Partial<ClinicianTiming> = {}): ClinicianTiming => ({
  clinicianId: 'a',
  sessionMinutes: 50,
  bufferMinutes: 10,
  ...over,
});
const none = { blocked: [], booked: [] };
const times = (slots: { startsAt: Date }[]) =>
  slots.map((s) => {
    const { date, minutes } = instantToIndia(s.startsAt);
    return `${date} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

describe('free slots', () => {
  it('cuts weekly hours into sessions with the buffer between, in India time', () => {
    const slots = freeSlots([hours()], [timing()], { now, days: 1, ...none });
    expect(times(slots)).toEqual(['2026-11-25 10:00', '2026-11-25 11:00', '2026-11-25 12:00']);
    expect(slots[0]!.endsAt.getTime() - slots[0]!.startsAt.getTime()).toBe(50 * 60_000);
  });

  it('offers the last session of hours that run until midnight', () => {
    const slots = freeSlots(
      [hours({ startMinute: parseTime('22:00'), endMinute: parseEndTime('24:00') })],
      [timing({ sessionMinutes: 60, bufferMinutes: 0 })],
      { now, days: 1, ...none },
    );
    expect(times(slots)).toEqual(['2026-11-25 22:00', '2026-11-25 23:00']);
    expect(slots[1]!.endsAt.toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });

  it('fits 60-minute sessions without a buffer and never runs past the hours', () => {
    const slots = freeSlots(
      [hours({ endMinute: parseTime('12:30') })],
      [timing({ sessionMinutes: 60, bufferMinutes: 0 })],
      { now, days: 1, ...none },
    );
    expect(times(slots)).toEqual(['2026-11-25 10:00', '2026-11-25 11:00']);
  });

  it('looks two weeks ahead: the same weekday comes twice', () => {
    const slots = freeSlots([hours({ endMinute: parseTime('11:00') })], [timing()], {
      now,
      ...none,
    });
    expect(times(slots)).toEqual(['2026-11-25 10:00', '2026-12-02 10:00']);
  });

  it('offers nothing in the past or inside the minimum notice', () => {
    const late = new Date(at('2026-11-25', '09:30').getTime());
    expect(times(freeSlots([hours()], [timing()], { now: late, days: 1, ...none }))).toEqual([
      '2026-11-25 12:00',
    ]);
    expect(
      times(
        freeSlots([hours()], [timing()], { now: late, days: 1, minimumNoticeMinutes: 0, ...none }),
      ),
    ).toEqual(['2026-11-25 10:00', '2026-11-25 11:00', '2026-11-25 12:00']);
  });

  it('leaves out leave and blocked time', () => {
    const slots = freeSlots([hours()], [timing()], {
      now,
      days: 1,
      blocked: [
        {
          clinicianId: 'a',
          startsAt: at('2026-11-25', '10:30'),
          endsAt: at('2026-11-25', '11:05'),
        },
      ],
      booked: [],
    });
    expect(times(slots)).toEqual(['2026-11-25 12:00']);
  });

  it('keeps the buffer around existing bookings and holds, of this clinician only', () => {
    const slots = freeSlots(
      [hours(), hours({ clinicianId: 'b' })],
      [timing(), timing({ clinicianId: 'b' })],
      {
        now,
        days: 1,
        blocked: [],
        // An odd time staff booked by hand: 11:55–12:45 touches the 11:00 slot's buffer and 12:00.
        booked: [
          {
            clinicianId: 'a',
            startsAt: at('2026-11-25', '11:55'),
            endsAt: at('2026-11-25', '12:45'),
          },
        ],
      },
    );
    expect(slots.filter((s) => s.clinicianId === 'a').map((s) => times([s])[0])).toEqual([
      '2026-11-25 10:00',
    ]);
    expect(slots.filter((s) => s.clinicianId === 'b')).toHaveLength(3);
  });

  it('narrows by mode and, for in-person hours, by branch', () => {
    const all = [
      hours({ mode: 'in-person', branch: 'kolkata' }),
      hours({ mode: 'in-person', branch: 'mumbai', weekday: 4 }),
      hours({ mode: 'phone', weekday: 5 }),
    ];
    expect(freeSlots(all, [timing()], { now, days: 7, mode: 'in-person', ...none })).toHaveLength(
      6,
    );
    const kolkata = freeSlots(all, [timing()], {
      now,
      days: 7,
      mode: 'in-person',
      branch: 'kolkata',
      ...none,
    });
    expect(kolkata.every((s) => s.branch === 'kolkata')).toBe(true);
    expect(kolkata).toHaveLength(3);
    expect(freeSlots(all, [timing()], { now, days: 7, mode: 'phone', ...none })).toHaveLength(3);
  });

  it('reads a window that starts just after India midnight on the right day', () => {
    const slots = freeSlots(
      [hours({ weekday: 4, startMinute: parseTime('00:10'), endMinute: parseTime('01:00') })],
      [timing()],
      { now, days: 2, ...none },
    );
    // Thursday 00:10 IST is still Wednesday 18:40 in UTC.
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual(['2026-11-25T18:40:00.000Z']);
  });

  it('sorts by time across clinicians', () => {
    const slots = freeSlots(
      [hours({ startMinute: parseTime('11:00') }), hours({ clinicianId: 'b' })],
      [timing(), timing({ clinicianId: 'b' })],
      { now, days: 1, ...none },
    );
    const instants = slots.map((s) => s.startsAt.getTime());
    expect(instants).toEqual([...instants].sort((x, y) => x - y));
  });
});
