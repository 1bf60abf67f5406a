import type { BookingPlace } from '#/features/booking/booking-places.ts';
import type { SessionMode } from '#/features/booking/booking-rules.ts';
import type { Locale } from '#/lib/i18n.ts';
import { urgentHelp } from '#/server/mail/company.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import type { OutgoingEmail } from '#/server/mail/outbox.server.ts';
import { describeSessionTime, type MailTranslator, mailWords } from '#/server/mail/words.ts';
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
  /**
   * The language the session was booked in on the site (issue #34): every e-mail about it and
   * its invitation are written in it. English when not given.
   */
  locale?: Locale;
}

export type ReminderKind = 'day' | 'hour';

const where = (facts: BookingMailFacts, t: MailTranslator) =>
  facts.place
    ? t('booking.where.place', { name: facts.place.name, address: facts.place.address })
    : facts.mode === 'video'
      ? facts.roomUrl
        ? t('booking.where.videoRoom', { url: facts.roomUrl })
        : t('booking.where.video')
      : facts.mode === 'phone'
        ? t('booking.where.phone')
        : t('booking.where.chat');

/** "Video session with … on …, by video: …." in the booking's language. */
const session = (facts: BookingMailFacts, t: MailTranslator, when: string) =>
  t('booking.session', {
    mode: t(`mode.${facts.mode}`),
    clinician: facts.clinicianName,
    when,
    where: where(facts, t),
  });

/** The booking's language and its way of writing the start. */
function wordsFor(facts: BookingMailFacts) {
  const locale = facts.locale ?? 'en';
  return { t: mailWords(locale), when: describeSessionTime(locale, facts.startsAt) };
}

function invitation(facts: BookingMailFacts, cancelled = false) {
  const ics = sessionIcs({
    uid: facts.calendar.uid,
    sequence: facts.calendar.sequence,
    invite: { organizer: facts.organizer, attendee: facts.to },
    startsAt: facts.startsAt,
    endsAt: facts.endsAt,
    mode: facts.mode,
    clinicianName: facts.clinicianName,
    location: sessionLocation(facts.mode, facts.place, facts.locale),
    siteUrl: facts.siteUrl,
    cancelled,
    locale: facts.locale,
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
  const locale = facts.locale ?? 'en';
  const { html, text } = renderEmail({
    heading,
    paragraphs,
    link: { text: mailWords(locale)('booking.link'), url: `${facts.siteUrl}/user/sessions` },
    footer: urgentHelp({ locale }),
    locale,
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
  const { t, when } = wordsFor(facts);
  return email(
    facts,
    `booking-confirmed:${facts.bookingId}`,
    t('confirmed.subject', { when }),
    t('confirmed.heading'),
    [
      session(facts, t, when),
      t('confirmed.invitation'),
      ...(facts.moveUrl ? [t('booking.moveLink', { url: facts.moveUrl })] : []),
      ...(facts.cancelUrl ? [t('booking.cancelLink', { url: facts.cancelUrl })] : []),
    ],
    invitation(facts),
  );
}

/** The reminders 24 hours and 1 hour before; the key makes each go exactly once. */
export function reminderEmail(facts: BookingMailFacts, kind: ReminderKind): OutgoingEmail {
  const { t, when } = wordsFor(facts);
  return email(
    facts,
    `booking-reminder-${kind}:${facts.bookingId}`,
    t(`reminder.${kind}.subject`, { when }),
    t(`reminder.${kind}.heading`),
    [
      session(facts, t, when),
      ...(facts.cancelUrl ? [t('reminder.cancelLink', { url: facts.cancelUrl })] : []),
    ],
  );
}

/** A session cancelled (by the customer or by staff), and whether the credit came back. */
export function cancelledEmail(
  facts: BookingMailFacts,
  detail: { creditReturned: boolean; byStaff: boolean; reason: string; refunded?: boolean },
): OutgoingEmail {
  const { t, when } = wordsFor(facts);
  return email(
    facts,
    `booking-cancelled:${facts.bookingId}`,
    t('cancelled.subject', { when }),
    t('cancelled.heading'),
    [
      t(detail.byStaff ? 'cancelled.byStaff' : 'cancelled.byClient', {
        clinician: facts.clinicianName,
        when,
      }),
      ...(detail.byStaff && detail.reason ? [t('booking.reason', { reason: detail.reason })] : []),
      t(
        detail.refunded
          ? 'cancelled.refunded'
          : detail.creditReturned
            ? 'cancelled.creditReturned'
            : 'cancelled.creditKept',
      ),
    ],
    invitation(facts, true),
  );
}

/** A session moved to a new time (by the customer or by staff), with the new invitation. */
export function movedEmail(
  facts: BookingMailFacts,
  detail: { from: Date; byStaff: boolean; reason: string },
): OutgoingEmail {
  const { t, when } = wordsFor(facts);
  return email(
    facts,
    `booking-moved:${facts.bookingId}`,
    t('moved.subject', { when }),
    t('moved.heading'),
    [
      t(detail.byStaff ? 'moved.byStaff' : 'moved.byClient', {
        clinician: facts.clinicianName,
        from: describeSessionTime(t.locale, detail.from),
        when,
        where: where(facts, t),
      }),
      ...(detail.byStaff && detail.reason ? [t('booking.reason', { reason: detail.reason })] : []),
      t('moved.invitation'),
      ...(facts.moveUrl ? [t('moved.moveLink', { url: facts.moveUrl })] : []),
      ...(facts.cancelUrl ? [t('booking.cancelLink', { url: facts.cancelUrl })] : []),
    ],
    invitation(facts),
  );
}
