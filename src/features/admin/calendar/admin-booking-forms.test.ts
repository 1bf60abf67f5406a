import { describe, expect, it } from 'vitest';
import {
  callerBookingPayload,
  clinicianFormFrom,
  clinicianPayload,
  emptyCallerBooking,
  indiaLocalToIso,
  isoToIndiaLocal,
} from '#/features/admin/calendar/admin-booking-forms.ts';

/** The staff booking forms' conversions: India wall-clock time both ways, and the bodies sent. */
describe('the staff booking forms', () => {
  it('reads a typed date and time as India time, whatever the machine’s own zone', () => {
    expect(indiaLocalToIso('2026-12-01T09:00')).toBe('2026-12-01T03:30:00.000Z');
    expect(indiaLocalToIso('2026-12-01T00:15')).toBe('2026-11-30T18:45:00.000Z');
    expect(isoToIndiaLocal('2026-11-30T18:45:00.000Z')).toBe('2026-12-01T00:15');
    // Not a whole, real date and time: empty, for the schema to refuse with its message.
    for (const typed of ['', '2026-12-01', '2026-02-30T10:00', '2026-12-01T24:00']) {
      expect(indiaLocalToIso(typed)).toBe('');
    }
  });

  it('sends a clinician as it came, with numbers as numbers and a branch only in person', () => {
    let n = 0;
    const values = clinicianFormFrom(
      {
        slug: 'asha',
        name: 'Asha',
        role: 'Counsellor',
        registrationNumber: '',
        languages: ['English'],
        modes: ['video', 'in-person'],
        sessionMinutes: 60,
        bufferMinutes: 5,
        active: false,
        hours: [
          { weekday: 1, from: '09:00', to: '12:00', mode: 'in-person', branch: 'pune' },
          { weekday: 2, from: '09:00', to: '12:00', mode: 'video', branch: null },
        ],
      },
      () => `row-${++n}`,
    );
    expect(values.hours.map((h) => h.key)).toEqual(['row-1', 'row-2']);
    values.hours[0]!.mode = 'video';
    expect(clinicianPayload(values)).toMatchObject({
      sessionMinutes: 60,
      bufferMinutes: 5,
      active: false,
      qualifications: '',
      services: [],
      hours: [
        { weekday: 1, from: '09:00', to: '12:00', mode: 'video', branch: null },
        { weekday: 2, from: '09:00', to: '12:00', mode: 'video', branch: null },
      ],
    });
  });

  it('drops the branch of a caller’s online session', () => {
    const body = callerBookingPayload({
      ...emptyCallerBooking(),
      mode: 'chat',
      branch: 'pune',
      when: '2026-12-03T15:00',
    });
    expect(body).toMatchObject({
      mode: 'chat',
      branch: null,
      startsAt: '2026-12-03T09:30:00.000Z',
    });
    expect(body).not.toHaveProperty('when');
  });
});
