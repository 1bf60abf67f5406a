import { z } from 'zod';
import { sendJson } from '#/lib/http.ts';
import { billingText, hasControlCharacters } from '#/lib/schemas.ts';
import type { Json } from './json.ts';

/** The customer corrects their name, phone, company or address. */
export const PATH = '/api/me/profile';

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

/** What the person reads once it is done. */
export interface ProfileAnswer {
  message: string;
}

/** The form's fields as typed: the server checks them against `profileSchema`. */
export const saveProfile = (input: Record<string, string>) =>
  sendJson<Json<ProfileAnswer>>('PUT', PATH, input);
