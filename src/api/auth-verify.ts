import type { z } from 'zod';
import type { otpVerifySchema } from '#/features/account/schemas.ts';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Checks a login code; the first verified login creates the account. Sets the session cookie. */
export const PATH = '/api/auth/otp/verify';

/**
 * Checked by `otpVerifySchema` (features/account/schemas.ts, shared with the clinicians'
 * sign-in), imported here as a type only: the login page's script loads no zod.
 */
export type VerifyRequest = z.input<typeof otpVerifySchema>;

export interface VerifyAnswer {
  success: true;
  /** A first login has made the account: the page then asks, once, what to call the person. */
  askName: boolean;
}

export const verifyLoginCode = (input: VerifyRequest) => postJson<Json<VerifyAnswer>>(PATH, input);
