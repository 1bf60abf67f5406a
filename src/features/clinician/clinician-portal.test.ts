import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  daysOf,
  describeIndiaDay,
  freeSpans,
  invitationState,
  serviceWords,
  stepView,
  viewRange,
  weekStart,
} from '#/features/clinician/clinician-portal.ts';
import { clinicianFeed } from '#/server/clinicians/feed.ts';

describe('clinician invitations', () => {
  const now = new Date('2026-11-26T06:00:00Z');
  it('opens within its 7 days, once', () => {
    const expiresAt = new Date('2026-12-03T06:00:00Z');
    expect(invitationState({ usedAt: null, expiresAt }, now)).toBe('open');
    expect(invitationState({ usedAt: now, expiresAt }, now)).toBe('used');
    expect(invitationState({ usedAt: null, expiresAt }, expiresAt)).toBe('expired');
    // A used link says it was used, even once it would have expired.
    expect(invitationState({ usedAt: now, expiresAt }, new Date('2027-01-01T00:00:00Z'))).toBe(
      'used',
    );
  });
});

describe("the portal's day and week", () => {
  it('starts weeks on Monday and steps a day or a week', () => {
    // 2026-11-26 is a Thursday; 2026-11-29 a Sunday.
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(viewRange('day', '2026-11-26')).toEqual({ from: '2026-11-26', days: 1 });
    expect(viewRange('week', '2026-11-26')).toEqual({ from: '2026-11-23', days: 7 });
    expect(stepView('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(stepView('week', '2026-11-26', 1)).toBe('2026-11-30');
    expect(stepView('week', '2026-11-26', -1)).toBe('2026-11-16');
    expect(daysOf({ from: '2026-12-30', days: 3 })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(describeIndiaDay('2026-11-26')).toBe('Thu 26 Nov');
    expect(serviceWords('couples-therapy')).toBe('Couples therapy');
  });
});

describe('free times', () => {
  const at = (hhmm: string) => `2026-12-01T${hhmm}:00.000Z`;
  it('reads back-to-back times in the same ways as one span, and a gap or other ways apart', () => {
    const free = [
      { startsAt: at('04:30'), endsAt: at('05:20'), modes: ['video'] },
      { startsAt: at('05:30'), endsAt: at('06:20'), modes: ['video'] },
      { startsAt: at('06:30'), endsAt: at('07:20'), modes: ['video'] },
      { startsAt: at('09:30'), endsAt: at('10:20'), modes: ['video'] },
      { startsAt: at('10:30'), endsAt: at('11:20'), modes: ['video', 'phone'] },
    ];
    expect(freeSpans(free)).toEqual([
      { from: at('04:30'), to: at('07:20'), modes: ['video'] },
      { from: at('09:30'), to: at('10:20'), modes: ['video'] },
      { from: at('10:30'), to: at('11:20'), modes: ['video', 'phone'] },
    ]);
    expect(freeSpans([])).toEqual([]);
  });
});

describe("a clinician's calendar feed", () => {
  const sessions = [
    {
      uid: 'uid-1',
      sequence: 2,
      startsAt: new Date('2026-12-01T05:00:00Z'),
      endsAt: new Date('2026-12-01T05:50:00Z'),
      mode: 'in-person' as const,
      service: 'stress-management',
      location: 'Psycortex Pune, 12 Long Road; Near the Station, Pune 411001',
    },
    {
      uid: 'uid-2',
      sequence: 0,
      startsAt: new Date('2026-12-02T09:30:00Z'),
      endsAt: new Date('2026-12-02T10:20:00Z'),
      mode: 'video' as const,
      service: 'anxiety',
      location: 'Video (online)',
    },
  ];

  it('lists each session as an event a calendar reads, with its identity and no client', () => {
    const ics = clinicianFeed(sessions, 'https://psycortex.in', new Date('2026-11-26T06:00:00Z'));
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual([
      'session-uid-1@psycortex.in',
      'session-uid-2@psycortex.in',
    ]);
    expect(events.map((e) => e.sequence)).toEqual([2, 0]);
    expect(events[0]!.summary).toBe('In person session: Stress management');
    expect(events[0]!.location).toBe(sessions[0]!.location);
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe('2026-12-02T09:30:00.000Z');
    expect(events[1]!.description).toContain('https://psycortex.in/clinician');
  });

  it('is an empty calendar, still valid, with no sessions', () => {
    const calendar = new ICAL.Component(ICAL.parse(clinicianFeed([], 'https://psycortex.in')));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
