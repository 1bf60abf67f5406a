import type { MeasureId } from '#/features/measures/facts.ts';
import { MEASURES } from '#/features/measures/rules.ts';
import type { Locale } from '#/lib/i18n.ts';
import { urgentHelp } from '#/server/mail/company.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import type { OutgoingEmail } from '#/server/mail/outbox.server.ts';
import { describeSessionTime, mailWords } from '#/server/mail/words.ts';

/**
 * The e-mail that asks a client for their measures when the 72-hour window before a session
 * opens, with a signed link that opens the questions without signing in. It names the
 * questionnaires, never an answer. Written in the language the session was booked in (issue #34);
 * the questionnaires themselves stay in English (docs/decisions.md), as the e-mail says.
 */
export function measuresInvitationEmail(facts: {
  bookingId: string;
  userId: string;
  to: string;
  clinicianName: string;
  startsAt: Date;
  measures: MeasureId[];
  url: string;
  locale?: Locale;
}): OutgoingEmail {
  const locale = facts.locale ?? 'en';
  const t = mailWords(locale);
  const when = describeSessionTime(locale, facts.startsAt);
  const names = facts.measures.map((m) => MEASURES[m].name).join(t('measures.and'));
  const { html, text } = renderEmail({
    heading: t('measures.heading'),
    paragraphs: [
      t('measures.intro', { clinician: facts.clinicianName, when, names }),
      t('measures.kept'),
      t('measures.answerAt', { url: facts.url }),
    ],
    link: { text: t('measures.link'), url: facts.url },
    footer: urgentHelp({ locale }),
    locale,
  });
  return {
    idempotencyKey: `measures-invitation:${facts.bookingId}`,
    to: facts.to,
    subject: t('measures.subject', { when }),
    html,
    text,
    about: { bookingId: facts.bookingId, userId: facts.userId },
  };
}

/**
 * Tells the treating clinician that a client answered PHQ-9 item 9 above 0. It names no client
 * and carries no answer and no score: an inbox is not the place for health data. The clinician
 * reads who and what at /clinician, signed in. One per result (its key).
 */
export function checkInAlertEmail(facts: {
  resultId: string;
  bookingId: string;
  to: string;
  siteUrl: string;
}): OutgoingEmail {
  const url = `${facts.siteUrl}/clinician`;
  const { html, text } = renderEmail({
    heading: 'A client of yours needs a check-in',
    paragraphs: [
      'One of your clients has just filled in their questionnaire before a session, and their answers suggest they may need a check-in from you soon.',
      'Please sign in to see who it is and to reach out to them. For their privacy, this e-mail says nothing more.',
    ],
    link: { text: 'Sign in to your Psycortex day', url },
  });
  return {
    idempotencyKey: `measures-check-in:${facts.resultId}`,
    to: facts.to,
    subject: 'A client of yours needs a check-in',
    html,
    text,
    // Erased with the booking, like every e-mail about a session.
    about: { bookingId: facts.bookingId },
  };
}
