import type { BookingPlace } from '#/features/booking/booking-places.ts';
import { MODE_LABELS, type SessionMode } from '#/features/booking/booking-rules.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { urgentHelp } from '#/server/mail/company.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import type { OutgoingEmail } from '#/server/mail/outbox.server.ts';
import { sessionIcs, sessionLocation } from './ics.ts';

/** What every booking e-mail needs to know about the session and who it is for. */
export interface BookingMailFacts {
  bookingId: string;
  userId: string | null;
  to: string;
  clinicianName: string;
  mode: SessionMode;
  /** Where an in-person session is held; null for sessions online or by phone. */
  place: BookingPlace | null;
  startsAt: Date;
  endsAt: Date;
  /** The session's identity in calendars (its UID for life, and how many times it changed). */
  calendar: { uid: string; sequence: number };
  /** Who the invitation comes from: the e-mails' sender. */
  organizer: string;
  siteUrl: string;
  /** The one-click cancel link for this session (signed), when it can still be cancelled. */
  cancelUrl?: string;
  /** The signed link to move this session to another free time, without signing in. */
  moveUrl?: string;
  /**
   * A video session's room on the site, signed for its client: it opens from 10 minutes before
   * the start, signed in or not (a caller booked by staff has no account).
   */
  roomUrl?: string;
}

export type ReminderKind = 'day' | 'hour';

const where = (facts: BookingMailFacts) =>
  facts.place
    ? `in person at our ${facts.place.name}, ${facts.place.address}`
    : facts.mode === 'video'
      ? facts.roomUrl
        ? `by video, in your private room on our site, which opens 10 minutes before the start: ${facts.roomUrl} (the link is also on My sessions; please keep it to yourself)`
        : 'by video: the join link appears on My sessions 10 minutes before the start'
      : facts.mode === 'phone'
        ? 'by phone: your clinician will call you'
        : 'by chat: your clinician will write to you';

function invitation(facts: BookingMailFacts, cancelled = false) {
  const ics = sessionIcs({
    uid: facts.calendar.uid,
    sequence: facts.calendar.sequence,
    invite: { organizer: facts.organizer, attendee: facts.to },
    startsAt: facts.startsAt,
    endsAt: facts.endsAt,
    mode: facts.mode,
    clinicianName: facts.clinicianName,
    location: sessionLocation(facts.mode, facts.place),
    siteUrl: facts.siteUrl,
    cancelled,
  });
  return [
    {
      filename: 'psycortex-session.ics',
      contentType: 'text/calendar; charset=utf-8',
      content: Buffer.from(ics, 'utf8').toString('base64'),
    },
  ];
}

function email(
  facts: BookingMailFacts,
  key: string,
  subject: string,
  heading: string,
  paragraphs: string[],
  attachments?: OutgoingEmail['attachments'],
): OutgoingEmail {
  const { html, text } = renderEmail({
    heading,
    paragraphs,
    link: { text: 'See or change your sessions', url: `${facts.siteUrl}/user/sessions` },
    footer: urgentHelp(),
  });
  return {
    idempotencyKey: key,
    to: facts.to,
    subject,
    html,
    text,
    attachments,
    about: { bookingId: facts.bookingId, ...(facts.userId ? { userId: facts.userId } : {}) },
  };
}

/** Sent once when a session is confirmed, with the calendar invitation attached. */
export function confirmedEmail(facts: BookingMailFacts): OutgoingEmail {
  const when = describeIndiaTime(facts.startsAt);
  return email(
    facts,
    `booking-confirmed:${facts.bookingId}`,
    `Your Psycortex session on ${when} is confirmed`,
    'Your session is booked',
    [
      `${MODE_LABELS[facts.mode]} session with ${facts.clinicianName} on ${when}, ${where(facts)}.`,
      'The calendar invitation is attached. You can move or cancel the session on My sessions; cancelling at least 24 hours before the start returns your session credit.',
      ...(facts.moveUrl ? [`To move it to another time: ${facts.moveUrl}`] : []),
      ...(facts.cancelUrl ? [`To cancel with one click: ${facts.cancelUrl}`] : []),
    ],
    invitation(facts),
  );
}

/** The reminders 24 hours and 1 hour before; the key makes each go exactly once. */
export function reminderEmail(facts: BookingMailFacts, kind: ReminderKind): OutgoingEmail {
  const when = describeIndiaTime(facts.startsAt);
  return email(
    facts,
    `booking-reminder-${kind}:${facts.bookingId}`,
    kind === 'day'
      ? `Reminder: your Psycortex session on ${when}`
      : `In an hour: your Psycortex session, ${when}`,
    kind === 'day' ? 'Your session is coming up' : 'Your session starts in an hour',
    [
      `${MODE_LABELS[facts.mode]} session with ${facts.clinicianName} on ${when}, ${where(facts)}.`,
      ...(facts.cancelUrl ? [`Cannot come? Cancel with one click: ${facts.cancelUrl}`] : []),
    ],
  );
}

/** A session cancelled (by the customer or by staff), and whether the credit came back. */
export function cancelledEmail(
  facts: BookingMailFacts,
  detail: { creditReturned: boolean; byStaff: boolean; reason: string; refunded?: boolean },
): OutgoingEmail {
  const when = describeIndiaTime(facts.startsAt);
  return email(
    facts,
    `booking-cancelled:${facts.bookingId}`,
    `Your Psycortex session on ${when} is cancelled`,
    'Your session is cancelled',
    [
      detail.byStaff
        ? `We have had to cancel your session with ${facts.clinicianName} on ${when}. We are sorry for the change.`
        : `Your session with ${facts.clinicianName} on ${when} is cancelled.`,
      ...(detail.byStaff && detail.reason ? [`Reason: ${detail.reason}`] : []),
      detail.refunded
        ? 'The payment for this session has been refunded to you, so it is no longer booked.'
        : detail.creditReturned
          ? 'Your session credit is back in your balance, ready to book another time.'
          : 'The session credit was not returned, as the cancellation came less than 24 hours before the start. Please call us if something has come up.',
    ],
    invitation(facts, true),
  );
}

/** A session moved to a new time (by the customer or by staff), with the new invitation. */
export function movedEmail(
  facts: BookingMailFacts,
  detail: { from: Date; byStaff: boolean; reason: string },
): OutgoingEmail {
  const when = describeIndiaTime(facts.startsAt);
  return email(
    facts,
    `booking-moved:${facts.bookingId}`,
    `Your Psycortex session is now on ${when}`,
    'Your session has a new time',
    [
      `${detail.byStaff ? 'We have moved' : 'You moved'} your session with ${facts.clinicianName} from ${describeIndiaTime(detail.from)} to ${when}, ${where(facts)}.`,
      ...(detail.byStaff && detail.reason ? [`Reason: ${detail.reason}`] : []),
      'The updated calendar invitation is attached.',
      ...(facts.moveUrl ? [`To move it again: ${facts.moveUrl}`] : []),
      ...(facts.cancelUrl ? [`To cancel with one click: ${facts.cancelUrl}`] : []),
    ],
    invitation(facts),
  );
}
