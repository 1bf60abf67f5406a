import type { z } from 'zod';
import type { otpRequestSchema } from '#/features/account/schemas.ts';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Sends a login code; the answer is the same for every address, known or not. */
export const PATH = '/api/auth/otp';

/**
 * Checked by `otpRequestSchema` (features/account/schemas.ts, shared with the clinicians'
 * sign-in), imported here as a type only: the login page's script loads no zod.
 */
export type OtpRequest = z.input<typeof otpRequestSchema>;

export interface OtpAnswer {
  success: true;
  message: string;
}

export const requestLoginCode = (input: OtpRequest) => postJson<Json<OtpAnswer>>(PATH, input);
