import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  ADMIN_PASSWORD_MIN,
  isValidOtp,
  LOGIN_MESSAGES,
  normaliseOtp,
} from '#/lib/auth.ts';
import { billingText, emailSchema } from '#/lib/schemas.ts';

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

/** The name a customer gives right after their first login (PUT /api/me/name). */
export const nameSchema = z.object({ name: billingText('name', 120) });
