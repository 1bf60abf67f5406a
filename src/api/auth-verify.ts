import type { z } from 'zod';
import { otpVerifySchema } from '#/features/account/schemas.ts';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Checks a login code; the first verified login creates the account. Sets the session cookie. */
export const PATH = '/api/auth/otp/verify';

/** The clinicians' sign-in checks codes the same way (features/account/schemas.ts). */
export { otpVerifySchema };

export interface VerifyAnswer {
  success: true;
  /** A first login has made the account: the page then asks, once, what to call the person. */
  askName: boolean;
}

export const verifyLoginCode = (input: z.input<typeof otpVerifySchema>) =>
  postJson<Json<VerifyAnswer>>(PATH, input);
