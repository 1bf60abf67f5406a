import type { SessionMode } from '#/features/booking/booking-rules.ts';
import type { Locale } from '#/lib/i18n.ts';
import { mailWords } from '#/server/mail/words.ts';

/**
 * A calendar invitation (RFC 5545) for one session, for the .ics download and the confirmation
 * e-mail. Times are written in UTC (the trailing Z), so every calendar shows them in its own time
 * zone correctly; the summary names IST for people reading it as text.
 */
export interface IcsSession {
  /** The session's calendar UID: the same for the whole life of a session, moves included. */
  uid: string;
  /** Grows with each change (a move, a cancellation), so calendars replace the event. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  mode: SessionMode;
  clinicianName: string;
  location: string;
  /** The site's address, for the event's UID and link. */
  siteUrl: string;
  cancelled?: boolean;
  /** The language of the summary, description and location (the booking's); English if not given. */
  locale?: Locale;
  /**
   * An invitation e-mailed to the client (METHOD:REQUEST, with organiser and attendee, so a
   * calendar updates the one event); without it, a file to import (METHOD:PUBLISH).
   */
  invite?: { organizer: string; attendee: string };
}

/** The organiser and attendee of an invitation, from a `Name <address>` or a bare address. */
function mailbox(value: string): { name?: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return match ? { name: match[1] || undefined, address: match[2]! } : { address: value.trim() };
}

function party(role: 'ORGANIZER' | 'ATTENDEE', value: string): string {
  const { name, address } = mailbox(value);
  const cn = name ? `;CN=${JSON.stringify(name.replace(/"/g, "'"))}` : '';
  const extra = role === 'ATTENDEE' ? ';ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE' : '';
  return `${role}${cn}${extra}:mailto:${address}`;
}

/** An invitation's LOCATION: the place's name and address, or how the session is held. */
export function sessionLocation(
  mode: SessionMode,
  place: { name: string; address: string } | null,
  locale: Locale = 'en',
): string {
  if (!place) return mailWords(locale)('ics.online', { mode: mailWords(locale)(`mode.${mode}`) });
  return [`Psycortex ${place.name}`, place.address].filter(Boolean).join(', ');
}

/** An instant as RFC 5545 writes it in UTC: 20261203T093000Z. */
export const stamp = (date: Date) =>
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
export function fold(line: string): string {
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
  const t = mailWords(session.locale ?? 'en');
  const method = session.cancelled ? 'CANCEL' : session.invite ? 'REQUEST' : 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Psycortex//Sessions//EN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:session-${session.uid}@${host}`,
    `SEQUENCE:${session.sequence}`,
    `DTSTAMP:${stamp(now)}`,
    ...(session.invite
      ? [party('ORGANIZER', session.invite.organizer), party('ATTENDEE', session.invite.attendee)]
      : []),
    `DTSTART:${stamp(session.startsAt)}`,
    `DTEND:${stamp(session.endsAt)}`,
    `SUMMARY:${icsText(t('ics.summary', { mode: t(`mode.${session.mode}`).toLowerCase(), clinician: session.clinicianName }))}`,
    `LOCATION:${icsText(session.location)}`,
    `DESCRIPTION:${icsText(t('ics.description', { url: `${session.siteUrl}/user/sessions` }))}`,
    `URL:${session.siteUrl}/user/sessions`,
    `STATUS:${session.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
