import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  ADMIN_PASSWORD_MIN,
  isValidOtp,
  LOGIN_MESSAGES,
  normaliseOtp,
} from './auth.ts';
import { EMAIL_MAX, EMAIL_PATTERN, normaliseEmail } from './email.ts';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, type EnquiryField } from './enquiry.ts';
import { gstStateCodeOf, gstStateName } from './gst-states.ts';
import { gstinFieldMessage, normaliseGstin } from './gstin.ts';
import { siteLocaleSchema } from './locale-schema.ts';
import { parseRupees } from './money.ts';
import { NEWSLETTER_MESSAGES } from './newsletter.ts';
import { pinCodeProblem } from './pin-codes.ts';
import { MAX_ORDER_LINES, MAX_QUANTITY, PAYMENT_PROVIDERS, SHOP_MESSAGES } from './shop.ts';

/** Validation shared by the functions and the React forms. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, 'That e-mail address is too long.')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address.')
  .transform(normaliseEmail);

/** Subscribing: the address and the ticked consent box (recorded with its notice version). */
export const subscribeSchema = z.object({
  email: emailSchema,
  consent: z.literal(true, { error: NEWSLETTER_MESSAGES.consent }),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

function hasControlCharacters(text: string): boolean {
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

const enquiryText = (field: EnquiryField, label: string) =>
  z
    .string({ error: `Please fill in your ${label}.` })
    .trim()
    .min(1, ENQUIRY_MESSAGES.incomplete)
    .max(
      ENQUIRY_LIMITS[field],
      `Your ${label} is too long (at most ${ENQUIRY_LIMITS[field]} characters).`,
    )
    // Control characters have no place in a name or a message (tabs and new lines excepted).
    .refine((v) => !hasControlCharacters(v), `Your ${label} contains characters we cannot accept.`);

/** The contact form, checked again on the server. */
export const enquirySchema = z.object({
  firstname: enquiryText('firstname', 'first name'),
  lastname: enquiryText('lastname', 'last name'),
  email: emailSchema,
  contactNumber: z
    .string({ error: 'Please fill in your contact number.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{7,15}$/, 'Please enter a contact number of 7 to 15 digits.')),
  city: enquiryText('city', 'city'),
  state: enquiryText('state', 'state'),
  country: enquiryText('country', 'country'),
  message: enquiryText('message', 'message'),
  /** The hidden field people never see; only simple bots fill it. */
  website: z.string().max(200).optional().default(''),
});
export type EnquiryPayload = z.infer<typeof enquirySchema>;

/** Asking for a login code. */
export const otpRequestSchema = z.object({ email: emailSchema, locale: siteLocaleSchema });

/** Checking a login code; spaces and dashes from a paste are dropped. */
export const otpVerifySchema = z.object({
  email: emailSchema,
  otp: z
    .string({ error: LOGIN_MESSAGES.invalidOtp })
    .max(32, LOGIN_MESSAGES.invalidOtp)
    .transform(normaliseOtp)
    .refine(isValidOtp, LOGIN_MESSAGES.invalidOtp),
});

const required = (label: string) =>
  z
    .string({ error: `Please fill in the ${label}.` })
    .trim()
    .min(1, `Please fill in the ${label}.`)
    .max(256, `The ${label} is too long.`);

/** The admin login form: both fields trimmed and required. */
export const adminLoginSchema = z.object({
  username: required('username'),
  password: required('password'),
});

export const passwordChangeSchema = z.object({
  oldPassword: z.string().min(1, ADMIN_MESSAGES.passwordRejected).max(256),
  newPassword: z
    .string()
    .min(ADMIN_PASSWORD_MIN, `A new password needs at least ${ADMIN_PASSWORD_MIN} characters.`)
    .max(256, 'That password is too long.'),
});

const billingText = (label: string, max = 200) =>
  z
    .string({ error: `Please fill in your ${label}.` })
    .trim()
    .min(1, `Please fill in your ${label}.`)
    .max(max, `Your ${label} is too long (at most ${max} characters).`)
    .refine((v) => !hasControlCharacters(v), `Your ${label} contains characters we cannot accept.`);

export const GST_STATE_MESSAGE = 'Please choose your state from the list (or "Outside India").';

/** A business buyer's GSTIN: optional; when given, its shape, state code and check character. */
export const gstinSchema = z
  .string()
  .optional()
  .default('')
  .transform(normaliseGstin)
  .superRefine((value, context) => {
    const message = gstinFieldMessage(value);
    if (message) context.addIssue({ code: 'custom', message });
  });

/** The checkout's billing form, with the specification's field names. Company and GSTIN are optional. */
export const billingSchema = z
  .object({
    name: billingText('name', 120),
    email: emailSchema,
    phone: z
      .string({ error: 'Please fill in your phone number.' })
      .transform((v) => v.replace(/[\s()-]/g, ''))
      .pipe(z.string().regex(/^\+?\d{7,15}$/, 'Please enter a phone number of 7 to 15 digits.')),
    company: z
      .string()
      .trim()
      .max(120, 'Your company name is too long (at most 120 characters).')
      .optional()
      .default(''),
    country: billingText('country', 80),
    streetAddress: billingText('street address'),
    apartment: billingText('apartment, suite or unit'),
    city: billingText('city', 80),
    // One of the GST states, stored by its name as printed: the place of supply on the invoice.
    state: billingText('state', 80)
      .refine((v) => gstStateCodeOf(v) !== undefined, GST_STATE_MESSAGE)
      .transform((v) => gstStateName(gstStateCodeOf(v) ?? '') ?? v),
    pinCode: z
      .string({ error: 'Please fill in your PIN code.' })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'Please enter a valid PIN code.'),
    gstin: gstinSchema,
  })
  .superRefine((billing, ctx) => {
    // The state is the place of supply on the tax invoice: a PIN from another state means one of
    // the two is wrong, and the invoice would carry the wrong tax.
    const problem = pinCodeProblem(billing.pinCode, billing.state);
    if (problem) ctx.addIssue({ code: 'custom', path: ['pinCode'], message: problem });
  });
export type BillingInput = z.infer<typeof billingSchema>;

/**
 * Pay Now: what to buy (ids and quantities only: prices come from the database), who pays and
 * how. Anything else the browser sends is ignored.
 */
export const checkoutSchema = z.object({
  items: z
    .array(
      z.object({
        productSlug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'That product is not in our shop.'),
        variantId: z.string().regex(/^\d{1,18}$/, 'That option is not in our shop.'),
        quantity: z
          .number({ error: 'Please choose a quantity.' })
          .int('Please choose a whole number.')
          .min(1, 'The quantity must be at least 1.')
          .max(MAX_QUANTITY, `At most ${MAX_QUANTITY} of one item per order, please.`),
      }),
    )
    .min(1, 'Your cart is empty.')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different items per order, please.`),
  billing: billingSchema,
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'Please choose how you would like to pay.' }),
  acceptTerms: z.literal(true, { error: 'Please accept the terms and conditions.' }),
  ageConfirmed: z.literal(true, { error: SHOP_MESSAGES.ageRequired }),
  /** The page's language: the order's e-mails are written in it (missing or unknown: English). */
  locale: siteLocaleSchema,
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

const productText = (label: string, max: number) =>
  z
    .string({ error: `Please fill in the ${label}.` })
    .trim()
    .min(1, `Please fill in the ${label}.`)
    .max(max, `The ${label} is too long (at most ${max} characters).`);

/** One option of a product in the admin form; the price is typed in rupees ("1,499"). */
export const productVariantSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  label: productText('option label', 80),
  sessions: z.coerce
    .number({ error: 'Please enter the number of sessions.' })
    .int('The number of sessions must be a whole number.')
    .min(0, 'The number of sessions cannot be negative.')
    .max(1000, 'That is a lot of sessions; at most 1000.'),
  price: z
    .string({ error: 'Please enter the price.' })
    .trim()
    .regex(
      /^(?:Rs\.?\s*|₹\s*)?\d{1,3}(?:,?\d{2,3})*(?:\.\d{1,2})?$/i,
      'Please enter the price in rupees, e.g. 1,499.',
    )
    .transform((v) => parseRupees(v))
    .refine((paise) => paise >= 100, 'The price must be at least Rs 1.')
    .refine((paise) => paise <= 1_00_00_000_00, 'The price must be at most Rs 1,00,00,000.'),
});

/** The admin product form (name, Factor, description and the options), checked again here. */
export const productSchema = z
  .object({
    name: productText('product name', 120),
    factor: productText('Factor', 80),
    description: productText('description', 5000),
    // GST (issue 21): SAC code, rate in per cent as typed ("18", "12.5") kept as basis points,
    // and whether the service is exempt. Left out, a new product takes the counselling defaults
    // (the database's) and an edited one keeps what it had.
    sacCode: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, 'The SAC code is 4 to 8 digits, e.g. 9993.')
      .optional(),
    gstRate: z
      .string()
      .trim()
      .regex(/^\d{1,3}(?:\.\d{1,2})?$/, 'Please enter the GST rate in per cent, e.g. 18.')
      .transform((v) => Math.round(Number(v) * 100))
      .refine((basisPoints) => basisPoints <= 10_000, 'The GST rate is at most 100%.')
      .optional(),
    gstExempt: z
      .enum(['true', 'false'], { error: 'Choose whether the product is exempt.' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    variants: z
      .array(productVariantSchema)
      .min(1, 'Please add at least one option.')
      .max(12, 'At most 12 options per product.'),
  })
  .refine((p) => new Set(p.variants.map((v) => v.label.toLowerCase())).size === p.variants.length, {
    message: 'Each option needs a different label.',
    path: ['variants'],
  });
export type ProductInput = z.infer<typeof productSchema>;

/** The admin's user search: ?q=&page= */
export const userSearchSchema = z.object({
  q: z.string().trim().max(200, 'That search is too long.').optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

const isRealDay = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** The transactions filters: a day (yyyy-mm-dd, India time) and success or error. */
export const transactionFiltersSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid Date')
    .refine(isRealDay, 'Invalid Date')
    .optional(),
  state: z.enum(['success', 'error'], { error: 'Choose success or error.' }).optional(),
});

const optionalText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Your ${label} is too long (at most ${max} characters).`)
    .refine((v) => !hasControlCharacters(v), `Your ${label} contains characters we cannot accept.`)
    .optional()
    .default('');

/** The privacy centre's profile correction: any field may be left empty except the name. */
export const profileSchema = z.object({
  name: billingText('name', 120),
  phone: z
    .string()
    .transform((v) => v.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^(\+?\d{7,15})?$/, 'Please enter a phone number of 7 to 15 digits.'))
    .optional()
    .default(''),
  company: optionalText('company name', 120),
  country: optionalText('country', 80),
  streetAddress: optionalText('street address'),
  apartment: optionalText('apartment, suite or unit'),
  city: optionalText('city', 80),
  state: optionalText('state', 80),
  pinCode: optionalText('PIN code', 10),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** The name a customer gives right after their first login (PUT /api/me/name). */
export const nameSchema = z.object({ name: billingText('name', 120) });

/** A request to the privacy team from the privacy centre. */
export const privacyRequestSchema = z.object({
  kind: z.enum(['correction', 'access', 'grievance'], {
    error: 'Please choose what the request is about.',
  }),
  detail: z
    .string({ error: 'Please tell us what you would like us to do.' })
    .trim()
    .min(1, 'Please tell us what you would like us to do.')
    .max(4000, 'Please keep it under 4000 characters.'),
});

/** Erasure is confirmed by typing the word, so it never happens by a slip. */
export const eraseSchema = z.object({
  confirm: z.literal('ERASE', { error: 'Please type ERASE to confirm.' }),
});

/**
 * An admin's refund of an order: the amount in rupees (all or part of what is left), the reason
 * printed on the credit note, and a key the form makes once per refund so that a double click or
 * a retried request refunds once.
 */
export const refundSchema = z.object({
  amount: z
    .string({ error: 'Please enter the amount to refund.' })
    .trim()
    .regex(
      /^(?:Rs\.?\s*|₹\s*)?\d{1,3}(?:,?\d{2,3})*(?:\.\d{1,2})?$/i,
      'Please enter the amount in rupees, e.g. 1,499 or 500.50.',
    )
    .transform((v) => parseRupees(v))
    .refine((paise) => paise >= 1, 'Please enter an amount of at least Rs 0.01.'),
  reason: z
    .string({ error: 'Please give the reason for the refund.' })
    .trim()
    .min(3, 'Please give the reason for the refund: it is printed on the credit note.')
    .max(500, 'Please keep the reason under 500 characters.'),
  requestKey: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'The refund form is out of date: please reload it.'),
  /** Needed only to refund more than the sessions not yet booked are worth. */
  override: z
    .string()
    .trim()
    .max(500, 'Please keep the reason under 500 characters.')
    .optional()
    .transform((v) => v || undefined),
  /** With an exception: what happens to the sessions already booked with the refunded credits. */
  bookedSessions: z
    .enum(['cancel', 'keep'], {
      error: 'Choose whether the sessions already booked are cancelled or kept.',
    })
    .optional(),
});
export type RefundInput = z.input<typeof refundSchema>;

/** Asked of staff when a refund takes back sessions that are already booked. */
export const BOOKED_SESSIONS_QUESTION =
  'Choose what happens to the sessions already booked with this package: cancel them and tell the client, or keep them as paid separately.';
