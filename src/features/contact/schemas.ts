import { z } from 'zod';
import { emailSchema, hasControlCharacters } from '#/lib/schemas.ts';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, type EnquiryField } from './enquiry.ts';

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
