import { isValidEmail } from '#/lib/email.ts';

/** The contact form's texts, as the specification spells them. */
export const ENQUIRY_MESSAGES = {
  incomplete: 'Please fill in all fields before submitting.',
  cooldown: 'You recently submitted a message. Please try again after sometime.',
  sent: 'Your message has been sent successfully!',
  failed: 'Failed to send message! Try Again Later',
  invalidEmail: 'Please enter a valid email address.',
  invalidNumber: 'Please enter a contact number of 7 to 15 digits.',
} as const;
/** The same texts in another language (the Hindi and Marathi contact pages pass theirs). */
export type EnquiryMessages = Record<keyof typeof ENQUIRY_MESSAGES, string>;

export const ENQUIRY_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'contactNumber',
  'city',
  'state',
  'country',
  'message',
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryInput = Record<EnquiryField, string>;

/** Lengths the form enforces and the server checks again. */
export const ENQUIRY_LIMITS: Record<EnquiryField, number> = {
  firstname: 80,
  lastname: 80,
  email: 254,
  contactNumber: 15,
  city: 80,
  state: 80,
  country: 80,
  message: 4000,
};

/** One minute between messages from the same browser (kept as `lastContactSubmitTime`). */
export const ENQUIRY_COOLDOWN_MS = 60_000;
export const LAST_SUBMIT_KEY = 'lastContactSubmitTime';

export function withinCooldown(lastSubmit: string | null, now: number): boolean {
  const last = Number(lastSubmit);
  return Number.isFinite(last) && last > 0 && now - last < ENQUIRY_COOLDOWN_MS;
}

export type EnquiryCheck =
  | { ok: true; value: EnquiryInput }
  | { ok: false; message: string; field?: EnquiryField };

/**
 * The browser's check before anything is sent: every field filled, then the obvious formats. The
 * rules are the same in every language; only the messages are the page's.
 */
export function checkEnquiry(
  raw: Partial<Record<EnquiryField, string>>,
  messages: EnquiryMessages = ENQUIRY_MESSAGES,
): EnquiryCheck {
  const value = Object.fromEntries(
    ENQUIRY_FIELDS.map((f) => [f, (raw[f] ?? '').trim()]),
  ) as EnquiryInput;
  const empty = ENQUIRY_FIELDS.find((f) => value[f] === '');
  if (empty) return { ok: false, message: messages.incomplete, field: empty };
  if (!isValidEmail(value.email))
    return { ok: false, message: messages.invalidEmail, field: 'email' };
  if (!/^\+?\d{7,15}$/.test(value.contactNumber.replace(/[\s-]/g, ''))) {
    return { ok: false, message: messages.invalidNumber, field: 'contactNumber' };
  }
  return { ok: true, value };
}
