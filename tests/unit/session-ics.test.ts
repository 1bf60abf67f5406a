import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { branchSlug } from '#/features/booking/booking-choices.ts';
import { bookHref, usableCredits } from '#/features/booking/booking-view.ts';
import { icsText, sessionIcs } from '#/server/bookings/ics.ts';

const session = {
  uid: 'a1b2c3',
  sequence: 0,
  startsAt: new Date('2026-12-01T05:00:00Z'),
  endsAt: new Date('2026-12-01T05:50:00Z'),
  mode: 'video' as const,
  clinicianName: 'Demo clinician Asha',
  location: 'Video (online)',
  siteUrl: 'https://psycortex.in',
};

describe('session calendar file', () => {
  it('writes the session in UTC with a stable id, lines ended by CRLF', () => {
    const ics = sessionIcs(session, new Date('2026-11-25T10:00:00Z'));
    expect(ics).toContain('DTSTART:20261201T050000Z\r\n');
    expect(ics).toContain('DTEND:20261201T055000Z\r\n');
    expect(ics).toContain('UID:session-a1b2c3@psycortex.in\r\n');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('marks a cancelled session so calendars remove it', () => {
    const ics = sessionIcs({ ...session, cancelled: true });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
  });

  it('is one event for its whole life in a calendar: a move and a cancellation replace it', () => {
    const invite = { organizer: 'Psycortex <care@psycortex.in>', attendee: 'asha@example.com' };
    const versions = [
      sessionIcs({ ...session, invite }),
      sessionIcs({
        ...session,
        sequence: 1,
        startsAt: new Date('2026-12-03T05:00:00Z'),
        endsAt: new Date('2026-12-03T05:50:00Z'),
        invite,
      }),
      sessionIcs({ ...session, sequence: 2, cancelled: true, invite }),
    ].map((text) => {
      const calendar = new ICAL.Component(ICAL.parse(text));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      return {
        method: calendar.getFirstPropertyValue('method'),
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        status: event.component.getFirstPropertyValue('status'),
        organizer: event.organizer,
        attendees: event.attendees.map((a) => a.getFirstValue()),
      };
    });
    expect(versions.map((v) => v.uid)).toEqual(Array(3).fill('session-a1b2c3@psycortex.in'));
    expect(versions.map((v) => v.sequence)).toEqual([0, 1, 2]);
    expect(versions.map((v) => v.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(versions.map((v) => v.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'CANCELLED']);
    expect(versions[1]!.start).toBe('2026-12-03T05:00:00.000Z');
    expect(versions[0]!.organizer).toBe('mailto:care@psycortex.in');
    expect(versions[0]!.attendees).toEqual(['mailto:asha@example.com']);
  });

  it('is a file to import, not an invitation, when downloaded', () => {
    const calendar = new ICAL.Component(ICAL.parse(sessionIcs(session)));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstProperty('organizer')).toBeNull();
  });

  it('escapes text fields', () => {
    expect(icsText('Pune; Wanowrie, 2nd floor\nGate 3')).toBe(
      'Pune\\; Wanowrie\\, 2nd floor\\nGate 3',
    );
  });
});

describe('booking links and balances', () => {
  it('links /book with only the choices made', () => {
    expect(bookHref({ service: 'anxiety', mode: 'video', language: '' })).toBe(
      '/book?service=anxiety&mode=video',
    );
    expect(bookHref({})).toBe('/book');
  });

  it('counts only credits that have not lapsed', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    expect(
      usableCredits(
        [
          {
            id: '1',
            productName: 'a',
            granted: 5,
            remaining: 3,
            expiresAt: '2027-06-01T00:00:00Z',
          },
          {
            id: '2',
            productName: 'b',
            granted: 5,
            remaining: 2,
            expiresAt: '2026-12-01T00:00:00Z',
          },
        ],
        now,
      ),
    ).toBe(3);
  });

  it('names branches as the weekly hours do', () => {
    expect(branchSlug('Navi Mumbai')).toBe('navi-mumbai');
    expect(branchSlug('Pune')).toBe('pune');
  });
});

describe('one-click booking links', () => {
  it('accept the signature of their own booking and action only', async () => {
    const { bookingLinkUrl, bookingLinkToken, validBookingLinkToken } = await import(
      '#/server/bookings/signed-link.ts'
    );
    const secret = 'a-secret-of-at-least-thirty-two-characters';
    const token = bookingLinkToken(secret, 'cancel', '42');
    expect(validBookingLinkToken(secret, 'cancel', '42', token)).toBe(true);
    expect(validBookingLinkToken(secret, 'cancel', '43', token)).toBe(false);
    expect(
      validBookingLinkToken('another-secret-of-thirty-two-characters', 'cancel', '42', token),
    ).toBe(false);
    expect(validBookingLinkToken(secret, 'cancel', '42', `${token.slice(0, -1)}x`)).toBe(false);
    // A cancel link cannot move the session, nor a move link cancel it.
    expect(validBookingLinkToken(secret, 'move', '42', token)).toBe(false);
    const moveToken = bookingLinkToken(secret, 'move', '42');
    expect(validBookingLinkToken(secret, 'cancel', '42', moveToken)).toBe(false);
    expect(bookingLinkUrl('https://psycortex.in', secret, 'cancel', '42')).toBe(
      `https://psycortex.in/user/sessions?cancel=42&token=${token}`,
    );
    expect(bookingLinkUrl('https://psycortex.in', secret, 'move', '42')).toBe(
      `https://psycortex.in/user/sessions?move=42&token=${moveToken}`,
    );
  });
});
