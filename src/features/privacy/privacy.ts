import { NEWSLETTER_CONFIRM_DAYS } from '#/features/newsletter/newsletter.ts';

/**
 * The short privacy notices shown where the site collects personal data, and the version they
 * carry. A consent is recorded with the version of the notice the person saw, so a later change
 * of wording never rewrites what someone agreed to. Change the version with the wording.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';
export const PRIVACY_CENTRE_PATH = '/user/privacy';
export const PRIVACY_POLICY_PATH = '/psycortex/privacypolicy';

export interface PrivacyNotice {
  /** What is collected and why, one item per line. */
  items: string[];
}

export const PRIVACY_NOTICES = {
  login: {
    items: [
      'Your e-mail address: to send your login code and to keep your account.',
      'A session cookie: to keep you signed in on this device. No tracking cookies.',
    ],
  },
  checkout: {
    items: [
      'Your name, e-mail, phone and billing address: to issue your invoice and to arrange your sessions.',
      'Your order and payment reference: kept as tax and accounting law requires.',
      'Card or UPI details go straight to the payment provider; we never see or store them.',
    ],
  },
  contact: {
    items: [
      'Your name, e-mail, phone number, place and message: only to answer you.',
      'Kept for one year, then deleted.',
    ],
  },
  newsletter: {
    items: [
      'Your e-mail address: only to send the newsletter, until you unsubscribe.',
      `We first e-mail you a link to confirm it; an address not confirmed within ${NEWSLETTER_CONFIRM_DAYS} days is deleted.`,
    ],
  },
} as const satisfies Record<string, PrivacyNotice>;

export type ConsentPurpose = 'newsletter';

export const CONSENT_LABELS: Record<ConsentPurpose, string> = {
  newsletter: 'Newsletter by e-mail',
};

export const PRIVACY_MESSAGES = {
  erased:
    'Your account and personal data have been erased. If you had sessions with us, their clinical record is kept sealed for 3 years after your last session, as the law requires, and then deleted. Thank you for trusting us.',
  signedOutEverywhere: 'You have been signed out everywhere.',
  consentWithdrawn: 'Done. You will not receive the newsletter any more.',
  profileSaved: 'Your details have been updated.',
  requestReceived:
    'Thank you. We have received your request and will reply within 30 days, usually much sooner.',
  confirmErase: 'ERASE',
} as const;
