import type { MeasureId } from '#/features/measures/facts.ts';
import { MEASURES } from '#/features/measures/rules.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { urgentHelp } from '#/server/mail/company.ts';
import { renderEmail } from '#/server/mail/layout.ts';
import type { OutgoingEmail } from '#/server/mail/outbox.server.ts';

/**
 * The e-mail that asks a client for their measures when the 72-hour window before a session
 * opens, with a signed link that opens the questions without signing in. It names the
 * questionnaires, never an answer.
 */
export function measuresInvitationEmail(facts: {
  bookingId: string;
  userId: string;
  to: string;
  clinicianName: string;
  startsAt: Date;
  measures: MeasureId[];
  url: string;
}): OutgoingEmail {
  const when = describeIndiaTime(facts.startsAt);
  const names = facts.measures.map((m) => MEASURES[m].name).join(' and ');
  const { html, text } = renderEmail({
    heading: 'A few questions before your session',
    paragraphs: [
      `Your session with ${facts.clinicianName} is on ${when}. Before it, please take a few minutes to answer the ${names}: short questions about how you have been over the last two weeks.`,
      'Your answers are kept with your record and shown to you and your clinician as your progress over time, so you can both see what is changing. They can be filled in until the session starts.',
      `To answer: ${facts.url}`,
    ],
    link: { text: 'Answer the questions', url: facts.url },
    footer: urgentHelp(),
  });
  return {
    idempotencyKey: `measures-invitation:${facts.bookingId}`,
    to: facts.to,
    subject: `A few questions before your session on ${when}`,
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
