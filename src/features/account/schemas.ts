import { z } from 'zod';
import { isValidOtp, LOGIN_MESSAGES, normaliseOtp } from '#/lib/auth.ts';
import { emailSchema } from '#/lib/schemas.ts';

/**
 * The sign-in schemas both the customer's and the clinician's sign-in contracts use
 * (src/api/auth-otp.ts, auth-verify.ts and the clinician-auth ones).
 */

/** Asking for a login code. */
export const otpRequestSchema = z.object({ email: emailSchema });

/** Checking a login code; spaces and dashes from a paste are dropped. */
export const otpVerifySchema = z.object({
  email: emailSchema,
  otp: z
    .string({ error: LOGIN_MESSAGES.invalidOtp })
    .max(32, LOGIN_MESSAGES.invalidOtp)
    .transform(normaliseOtp)
    .refine(isValidOtp, LOGIN_MESSAGES.invalidOtp),
});
