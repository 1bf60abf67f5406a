import { isValidEmail, normaliseEmail } from './email.ts';

/** Texts the footer shows, kept exactly as the specification spells them. */
export const NEWSLETTER_MESSAGES = {
  empty: 'Please fill email before submitting.',
  invalid: 'Please enter a valid email address.',
  added: 'Subscription Added Succesfully',
  exists: 'User Already Exists',
  failed: 'Something went wrong. Please try again later.',
} as const;

export type NewsletterCheck = { ok: true; email: string } | { ok: false; message: string };

/** The check made in the browser before anything is sent. */
export function checkNewsletterEmail(raw: string): NewsletterCheck {
  if (raw.trim() === '') return { ok: false, message: NEWSLETTER_MESSAGES.empty };
  return isValidEmail(raw)
    ? { ok: true, email: normaliseEmail(raw) }
    : { ok: false, message: NEWSLETTER_MESSAGES.invalid };
}
