import { otpRequestSchema } from '#/features/account/schemas.ts';
import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** POST: e-mails a sign-in code to an invited clinician's address (the customers' own request). */
export const PATH = '/api/clinician-auth/otp';

export const codeRequest = otpRequestSchema;

/** Always the same words, whether or not the address is a clinician's. */
export interface CodeSentAnswer {
  success: true;
  message: string;
}

export const requestCode = (email: string) =>
  sendJson<Json<CodeSentAnswer>>('POST', PATH, { email });
