import type { Config } from '@netlify/functions';
import type { VerifyAnswer } from '#/api/auth-verify.ts';
import { otpVerifySchema } from '#/features/account/schemas.ts';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import {
  loginAttempt,
  noteSignedIn,
  noteWrongCode,
  reserveAttempt,
} from '#/server/auth/login-guard.server.ts';
import { verifyOtp } from '#/server/auth/otp.server.ts';
import { createCustomerSession } from '#/server/auth/sessions.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { badRequest } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { json, setCookies } from '#/server/http/respond.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

/** Checks a login code; the first verified login creates the account. Sets the session cookie. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { email, otp } = await readJson(request, otpVerifySchema);
  await enforce(
    db(),
    [{ bucket: `otp-verify:net:${visitorNetwork(context.ip)}`, max: 30, windowSeconds: 900 }],
    LOGIN_MESSAGES.tooMany,
  );
  const attempt = loginAttempt(request, 'customer', email, context.ip);
  // Counted as a failure before the code is checked, so simultaneous guesses cannot pass the
  // limits together; a right code takes it back.
  const reservation = await reserveAttempt(db(), attempt);
  const result = await verifyOtp(db(), email, otp, { trustedDevice: attempt.trustedDevice });
  if (!result.ok) {
    const noticeId = await noteWrongCode(db(), reservation, email);
    if (noticeId) context.waitUntil(sendDueEmails(db(), [noticeId]));
    throw badRequest(LOGIN_MESSAGES.invalidOtp);
  }
  const cookies = await createCustomerSession(db(), request, result.userId);
  const device = await noteSignedIn(db(), attempt, 'customer');
  // A first login has made the account: the page then asks, once, what to call the person.
  return setCookies(json({ success: true, askName: result.created } satisfies VerifyAnswer), [
    ...cookies,
    device,
  ]);
});

export const config: Config = { path: '/api/auth/otp/verify' };
