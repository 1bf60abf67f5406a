import { MODE_LABELS, type SessionMode } from '#/features/booking/booking-rules.ts';
import { serviceWords } from '#/features/clinician/clinician-portal.ts';
import { fold, icsText, stamp } from '#/server/bookings/ics.ts';

/**
 * A clinician's calendar subscription (RFC 5545): their sessions as a phone calendar shows
 * them, with the way of meeting and the service but never the client, since a phone's
 * calendar is seen by others and synced to other companies. Each event keeps the session's
 * calendar UID and SEQUENCE (the same identity the client's invitation carries), so a moved
 * session updates the event it was rather than adding another.
 */
export interface FeedSession {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  mode: SessionMode;
  service: string;
  /** The place's name and address for an in-person session, else how it is held. */
  location: string;
}

export function clinicianFeed(
  sessions: readonly FeedSession[],
  siteUrl: string,
  now: Date = new Date(),
): string {
  const host = new URL(siteUrl).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Psycortex//Clinician sessions//EN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Psycortex sessions',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...sessions.flatMap((s) => [
      'BEGIN:VEVENT',
      `UID:session-${s.uid}@${host}`,
      `SEQUENCE:${s.sequence}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(s.startsAt)}`,
      `DTEND:${stamp(s.endsAt)}`,
      `SUMMARY:${icsText(`${MODE_LABELS[s.mode]} session: ${serviceWords(s.service)}`)}`,
      `LOCATION:${icsText(s.location)}`,
      `DESCRIPTION:${icsText(`Psycortex session. The client's details are in the clinician portal: ${siteUrl}/clinician`)}`,
      `URL:${siteUrl}/clinician`,
      'STATUS:CONFIRMED',
      'CLASS:PRIVATE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
