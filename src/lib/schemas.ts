import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, normaliseEmail } from './email.ts';

/**
 * The few request schemas several features share. A feature's own schemas live beside it
 * (src/features/<feature>/schemas.ts), a row id's in ./id.ts.
 */

/** Validation shared by the functions and the React forms. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, 'That e-mail address is too long.')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address.')
  .transform(normaliseEmail);

/** Control characters have no place in a name or a message (tabs and new lines excepted). */
export function hasControlCharacters(text: string): boolean {
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** A required line of a person's details (billing, profile, name), with its own messages. */
export const billingText = (label: string, max = 200) =>
  z
    .string({ error: `Please fill in your ${label}.` })
    .trim()
    .min(1, `Please fill in your ${label}.`)
    .max(max, `Your ${label} is too long (at most ${max} characters).`)
    .refine((v) => !hasControlCharacters(v), `Your ${label} contains characters we cannot accept.`);
