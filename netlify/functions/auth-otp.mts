import type { Config } from '@netlify/functions';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import { otpRequestSchema } from '#/lib/schemas.ts';
import { assertLoginAllowed, loginAttempt } from '#/server/auth/login-guard.server.ts';
import { requestOtp } from '#/server/auth/otp.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { json } from '#/server/http/respond.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

/**
 * Sends a login code. The answer is the same for every address, known or not; an address
 * under attack gets no new codes for a while, except on a browser that signed in before.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { email } = await readJson(request, otpRequestSchema);
  await enforce(
    db(),
    [
      { bucket: `otp-request:net:${visitorNetwork(context.ip)}`, max: 20, windowSeconds: 900 },
      { bucket: `otp-request:email:${email}`, max: 5, windowSeconds: 900 },
    ],
    LOGIN_MESSAGES.tooMany,
  );
  await assertLoginAllowed(db(), loginAttempt(request, 'customer', email, context.ip));
  const { emailId } = await requestOtp(db(), email);
  if (emailId) context.waitUntil(sendDueEmails(db(), [emailId]));
  return json({ success: true, message: LOGIN_MESSAGES.sent });
});

export const config: Config = { path: '/api/auth/otp' };
