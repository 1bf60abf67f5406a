import type { Config } from '@netlify/functions';
import type { OtpAnswer } from '#/api/auth-otp.ts';
import { otpRequestSchema } from '#/features/account/schemas.ts';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import { assertLoginAllowed, loginAttempt } from '#/server/auth/login-guard.server.ts';
import { requestOtp } from '#/server/auth/otp.server.ts';
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
 * Sends a login code. The answer is the same for every address, known or not. An address
 * under attack gets no new codes for a while, except on a browser that signed in to it before;
 * a request refused because of that is not counted against the address, and such a browser
 * has its own count of requests, so nobody else can use it up.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { email } = await readJson(request, otpRequestSchema);
  await enforce(
    db(),
    [{ bucket: `otp-request:net:${visitorNetwork(context.ip)}`, max: 20, windowSeconds: 900 }],
    LOGIN_MESSAGES.tooMany,
  );
  const attempt = loginAttempt(request, 'customer', email, context.ip);
  await assertLoginAllowed(db(), attempt);
  // At most 5 codes per address in 15 minutes, counted from the codes made (otp.server.ts).
  const result = await requestOtp(db(), email, { trustedDevice: attempt.trustedDevice });
  if ('refused' in result) throw tooManyRequests(LOGIN_MESSAGES.tooMany, result.retryAfter);
  if (result.emailId) context.waitUntil(sendDueEmails(db(), [result.emailId]));
  return json({ success: true, message: LOGIN_MESSAGES.sent } satisfies OtpAnswer);
});

export const config: Config = { path: '/api/auth/otp' };
