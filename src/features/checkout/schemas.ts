import { z } from 'zod';
import { gstStateCodeOf, gstStateName } from '#/lib/gst-states.ts';
import { gstinFieldMessage, normaliseGstin } from '#/lib/gstin.ts';
import { pinCodeProblem } from '#/lib/pin-codes.ts';
import { billingText, emailSchema } from '#/lib/schemas.ts';

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
