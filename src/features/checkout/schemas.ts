import { z } from 'zod';
import {
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  PAYMENT_PROVIDERS,
  SHOP_MESSAGES,
} from '#/features/shop/shop.ts';
import { gstStateCodeOf, gstStateName } from '#/lib/gst-states.ts';
import { gstinFieldMessage, normaliseGstin } from '#/lib/gstin.ts';
import { idSchema } from '#/lib/id.ts';
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

/**
 * Pay Now: what to buy (ids and quantities only: prices come from the database), who pays and
 * how. Anything else the browser sends is ignored.
 */
export const checkoutSchema = z.object({
  items: z
    .array(
      z.object({
        productSlug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'That product is not in our shop.'),
        variantId: idSchema('That option is not in our shop.'),
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
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;
