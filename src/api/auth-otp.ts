import type { z } from 'zod';
import { otpRequestSchema } from '#/features/account/schemas.ts';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Sends a login code; the answer is the same for every address, known or not. */
export const PATH = '/api/auth/otp';

/** The clinicians' sign-in asks the same (features/account/schemas.ts holds it for both). */
export { otpRequestSchema };

export interface OtpAnswer {
  success: true;
  message: string;
}

export const requestLoginCode = (input: z.input<typeof otpRequestSchema>) =>
  postJson<Json<OtpAnswer>>(PATH, input);
