import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, normaliseEmail } from './email.ts';

/** Validation shared by the functions and the React forms. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, 'That e-mail address is too long.')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address.')
  .transform(normaliseEmail);

export const subscribeSchema = z.object({ email: emailSchema });
export type SubscribeInput = z.infer<typeof subscribeSchema>;
