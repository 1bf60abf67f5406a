import { isValidEmail } from '#/lib/email.ts';

/** The contact form's texts, as the specification spells them. */
export const ENQUIRY_MESSAGES = {
  incomplete: 'Please fill in all fields before submitting.',
  cooldown: 'You recently submitted a message. Please try again after sometime.',
  sent: 'Your message has been sent successfully!',
  failed: 'Failed to send message! Try Again Later',
} as const;

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

/** The browser's check before anything is sent: every field filled, then the obvious formats. */
export function checkEnquiry(raw: Partial<Record<EnquiryField, string>>): EnquiryCheck {
  const value = Object.fromEntries(
    ENQUIRY_FIELDS.map((f) => [f, (raw[f] ?? '').trim()]),
  ) as EnquiryInput;
  const empty = ENQUIRY_FIELDS.find((f) => value[f] === '');
  if (empty) return { ok: false, message: ENQUIRY_MESSAGES.incomplete, field: empty };
  if (!isValidEmail(value.email))
    return { ok: false, message: 'Please enter a valid email address.', field: 'email' };
  if (!/^\+?\d{7,15}$/.test(value.contactNumber.replace(/[\s-]/g, ''))) {
    return {
      ok: false,
      message: 'Please enter a contact number of 7 to 15 digits.',
      field: 'contactNumber',
    };
  }
  return { ok: true, value };
}
