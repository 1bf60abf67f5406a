import { otpVerifySchema } from '#/features/account/schemas.ts';
import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** POST: checks the code and signs the clinician in (a cookie). */
export const PATH = '/api/clinician-auth/verify';

export const verifyRequest = otpVerifySchema;

export interface SignedInAnswer {
  success: true;
}

export const verifyCode = (email: string, otp: string) =>
  sendJson<Json<SignedInAnswer>>('POST', PATH, { email, otp });
