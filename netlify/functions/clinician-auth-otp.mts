import type { Config } from '@netlify/functions';
import { type CodeSentAnswer, codeRequest, type PATH } from '#/api/clinician-auth-otp.ts';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import { assertLoginAllowed, loginAttempt } from '#/server/auth/login-guard.server.ts';
import { requestClinicianCode } from '#/server/clinicians/sign-in.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { tooManyRequests } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { json } from '#/server/http/respond.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

/**
 * Sends a clinician a login code, under the customers' limits (auth-otp.mts). The answer is
 * the same for every address: only an invited, active clinician's gets a code.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { email } = await readJson(request, codeRequest);
  await enforce(
    db(),
    [{ bucket: `otp-request:net:${visitorNetwork(context.ip)}`, max: 20, windowSeconds: 900 }],
    LOGIN_MESSAGES.tooMany,
  );
  const attempt = loginAttempt(request, 'clinician', email, context.ip);
  await assertLoginAllowed(db(), attempt);
  const result = await requestClinicianCode(db(), email, { trustedDevice: attempt.trustedDevice });
  if ('refused' in result) throw tooManyRequests(LOGIN_MESSAGES.tooMany, result.retryAfter);
  if (result.emailId) context.waitUntil(sendDueEmails(db(), [result.emailId]));
  const answer: CodeSentAnswer = { success: true, message: LOGIN_MESSAGES.sent };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician-auth/otp' };
