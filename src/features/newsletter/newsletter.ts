import { isValidEmail, normaliseEmail } from '#/lib/email.ts';

/**
 * Days a newsletter subscription waits for its confirmation link to be followed (double
 * opt-in): then the link stops working and the retention purge deletes the address.
 */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** Texts the footer shows, kept exactly as the specification spells them. */
export const NEWSLETTER_MESSAGES = {
  empty: 'Please fill email before submitting.',
  invalid: 'Please enter a valid email address.',
  added: 'Subscription Added Succesfully',
  exists: 'User Already Exists',
  failed: 'Something went wrong. Please try again later.',
  consent: 'Please tick the box to agree to receive the newsletter.',
} as const;

export type NewsletterCheck = { ok: true; email: string } | { ok: false; message: string };

/**
 * The check made in the browser before anything is sent. The consent box is a separate,
 * unticked choice: subscribing needs it ticked.
 */
export function checkNewsletterEmail(raw: string, consent = true): NewsletterCheck {
  if (raw.trim() === '') return { ok: false, message: NEWSLETTER_MESSAGES.empty };
  if (!isValidEmail(raw)) return { ok: false, message: NEWSLETTER_MESSAGES.invalid };
  if (!consent) return { ok: false, message: NEWSLETTER_MESSAGES.consent };
  return { ok: true, email: normaliseEmail(raw) };
}
