import { z } from 'zod';
import { billingText, hasControlCharacters } from '#/lib/schemas.ts';

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
