import { describe, expect, it } from 'vitest';
import { weeklyHoursSchema } from '#/features/admin/calendar/schemas.ts';

const hours = (from: string, to: string) =>
  weeklyHoursSchema.safeParse({ weekday: 1, from, to, mode: 'video', branch: null });
const messages = (from: string, to: string) => {
  const result = hours(from, to);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('weekly hours', () => {
  it('run from a time to a later one, 24-hour, and may end at midnight as 24:00', () => {
    expect(hours('09:00', '17:30').success).toBe(true);
    expect(hours('20:00', '24:00').success).toBe(true);
    expect(hours(' 20:00', '24:00 ').data).toMatchObject({ from: '20:00', to: '24:00' });
  });

  it('refuse a start at 24:00, times past midnight, AM/PM and hours that end before they start', () => {
    expect(messages('24:00', '24:00')).toEqual([
      'from: Write the time as HH:MM, 24-hour, India time.',
    ]);
    expect(messages('20:00', '24:30')).toEqual([
      'to: Write the time as HH:MM, 24-hour, India time (24:00 for midnight).',
    ]);
    expect(messages('9:00 PM', '22:00')).toEqual([
      'from: Write the time as HH:MM, 24-hour, India time.',
    ]);
    expect(messages('18:00', '09:00')).toEqual(['to: The hours must end after they start.']);
  });
});
