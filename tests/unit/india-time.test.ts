import { describe, expect, it } from 'vitest';
import {
  addDays,
  describeIndiaTime,
  formatTime,
  indiaDateOf,
  indiaToInstant,
  instantToIndia,
  isIndiaDate,
  parseEndTime,
  parseTime,
  startOfIndiaDay,
  weekdayOf,
} from '#/lib/india-time.ts';

describe('India time', () => {
  it('turns a wall-clock time in India into its instant, 5 h 30 min ahead of UTC', () => {
    expect(indiaToInstant('2026-11-25', parseTime('10:30')).toISOString()).toBe(
      '2026-11-25T05:00:00.000Z',
    );
  });

  it('puts India midnight on the evening before in UTC, and back', () => {
    expect(startOfIndiaDay('2026-11-25').toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(instantToIndia(new Date('2026-11-24T18:30:00Z'))).toEqual({
      date: '2026-11-25',
      minutes: 0,
    });
    expect(instantToIndia(new Date('2026-11-24T18:29:00Z'))).toEqual({
      date: '2026-11-24',
      minutes: 23 * 60 + 59,
    });
  });

  it('crosses month and year ends and leap days at India midnight', () => {
    expect(indiaDateOf(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(indiaDateOf(new Date('2028-02-28T18:30:00Z'))).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('keeps one offset all year: no daylight-saving jump in March or October', () => {
    // Europe and the US change their clocks on these days; India does not.
    for (const date of ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01']) {
      const instant = indiaToInstant(date, parseTime('09:00'));
      expect(instant.getTime() - Date.parse(`${date}T00:00:00Z`)).toBe(210 * 60_000);
      expect(instantToIndia(instant)).toEqual({ date, minutes: 540 });
    }
  });

  it('round-trips every minute of a day', () => {
    for (let minutes = 0; minutes < 1440; minutes += 7) {
      expect(instantToIndia(indiaToInstant('2026-06-15', minutes))).toEqual({
        date: '2026-06-15',
        minutes,
      });
    }
  });

  it('reads weekdays in India, not on the machine', () => {
    expect(weekdayOf('2026-11-25')).toBe(3); // a Wednesday
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('rejects dates and times that do not exist', () => {
    expect(isIndiaDate('2026-02-30')).toBe(false);
    expect(isIndiaDate('2028-02-29')).toBe(true);
    expect(isIndiaDate('25/11/2026')).toBe(false);
    expect(() => parseTime('24:00')).toThrow(RangeError);
    expect(() => parseTime('9:00')).toThrow(RangeError);
    expect(() => indiaToInstant('2026-13-01', 0)).toThrow(RangeError);
    expect(formatTime(parseTime('07:05'))).toBe('07:05');
  });

  it('lets hours end at midnight, written 24:00, and nothing later', () => {
    expect(parseEndTime('24:00')).toBe(1440);
    expect(formatTime(parseEndTime('24:00'))).toBe('24:00');
    expect(parseEndTime('17:30')).toBe(parseTime('17:30'));
    expect(() => parseEndTime('24:30')).toThrow(RangeError);
  });

  it('describes a start the way pages and e-mails show it', () => {
    expect(describeIndiaTime(new Date('2026-11-25T05:00:00Z'))).toBe('Wed 25 Nov, 10:30 IST');
    expect(describeIndiaTime(new Date('2026-11-24T18:45:00Z'))).toBe('Wed 25 Nov, 00:15 IST');
  });
});
