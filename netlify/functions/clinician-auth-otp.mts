import type { Config } from '@netlify/functions';
import { type CodeSentAnswer, codeRequest, type PATH } from '#/api/clinician-auth-otp.ts';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import { sendLoginCode } from '#/server/auth/login-guard.server.ts';
import { requestClinicianCode } from '#/server/clinicians/sign-in.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';

/**
 * Sends a clinician a login code, under the customers' limits (auth-otp.mts). The answer is
 * the same for every address: only an invited, active clinician's gets a code.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { email } = await readJson(request, codeRequest);
  await sendLoginCode(db(), request, context, 'clinician', email, (trustedDevice) =>
    requestClinicianCode(db(), email, { trustedDevice }),
  );
  const answer: CodeSentAnswer = { success: true, message: LOGIN_MESSAGES.sent };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician-auth/otp' };
