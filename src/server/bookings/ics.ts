import { MODE_LABELS, type SessionMode } from '#/lib/booking.ts';

/**
 * A calendar invitation (RFC 5545) for one session, for the .ics download and the confirmation
 * e-mail. Times are written in UTC (the trailing Z), so every calendar shows them in its own time
 * zone correctly; the summary names IST for people reading it as text.
 */
export interface IcsSession {
  id: string;
  startsAt: Date;
  endsAt: Date;
  mode: SessionMode;
  clinicianName: string;
  location: string;
  /** The site's address, for the event's UID and link. */
  siteUrl: string;
  cancelled?: boolean;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Escapes text as RFC 5545 requires: backslash, semicolon, comma and newlines. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds lines longer than 75 octets, as RFC 5545 asks. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

export function sessionIcs(session: IcsSession, now: Date = new Date()): string {
  const host = new URL(session.siteUrl).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Psycortex//Sessions//EN',
    `METHOD:${session.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:session-${session.id}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(session.startsAt)}`,
    `DTEND:${stamp(session.endsAt)}`,
    `SUMMARY:${icsText(`Psycortex ${MODE_LABELS[session.mode].toLowerCase()} session with ${session.clinicianName}`)}`,
    `LOCATION:${icsText(session.location)}`,
    `DESCRIPTION:${icsText(`See or change your session at ${session.siteUrl}/user/sessions`)}`,
    `URL:${session.siteUrl}/user/sessions`,
    `STATUS:${session.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
