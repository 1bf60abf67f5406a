import { describe, expect, it } from 'vitest';
import { localTimeNote } from '#/features/booking/local-time.ts';

// Friday 27 November 2026, 14:00 IST.
const at = new Date('2026-11-27T08:30:00Z');

describe('a session time for clients abroad', () => {
  it('gives the time in the visitor’s own zone, with the day when it differs', () => {
    expect(localTimeNote(at, 'Europe/London')).toBe('08:30 in London');
    expect(localTimeNote(at, 'America/New_York')).toBe('03:30 in New York');
    expect(localTimeNote(new Date('2026-11-27T03:30:00Z'), 'America/Los_Angeles')).toBe(
      'Thu 26 Nov, 19:30 in Los Angeles',
    );
    expect(localTimeNote(at, 'Asia/Dubai')).toBe('12:30 in Dubai');
  });

  it('follows summer time', () => {
    expect(localTimeNote(new Date('2026-07-10T08:30:00Z'), 'Europe/London')).toBe(
      '09:30 in London',
    );
  });

  it('says nothing when the visitor keeps India’s time, or the zone is unknown', () => {
    expect(localTimeNote(at, 'Asia/Kolkata')).toBeUndefined();
    expect(localTimeNote(at, 'Asia/Colombo')).toBeUndefined();
    expect(localTimeNote(at, undefined)).toBeUndefined();
    expect(localTimeNote(at, 'Not/AZone')).toBeUndefined();
  });
});
