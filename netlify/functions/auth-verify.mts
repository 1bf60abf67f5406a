import type { Config } from '@netlify/functions';
import type { PATH, VerifyAnswer } from '#/api/auth-verify.ts';
import { otpVerifySchema } from '#/features/account/schemas.ts';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import { customerLockNotice, signInWithSecret } from '#/server/auth/login-guard.server.ts';
import { verifyOtp } from '#/server/auth/otp.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { badRequest } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json, setCookies } from '#/server/http/respond.ts';

/** Checks a login code; the first verified login creates the account. Sets the sign-in cookie. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { email, otp } = await readJson(request, otpVerifySchema);
  const { account, cookies } = await signInWithSecret(db(), request, context, {
    kind: 'customer',
    name: email,
    networkLimit: { bucket: 'otp-verify', max: 30, windowSeconds: 900 },
    verify: async (trustedDevice) => {
      const result = await verifyOtp(db(), email, otp, { trustedDevice });
      return result.ok ? { id: result.userId, created: result.created } : undefined;
    },
    lockNotice: customerLockNotice(db(), email),
    wrong: () => badRequest(LOGIN_MESSAGES.invalidOtp),
  });
  // A first login has made the account: the page then asks, once, what to call the person.
  return setCookies(
    json({ success: true, askName: account.created } satisfies VerifyAnswer),
    cookies,
  );
});

export const config: Config & { path: typeof PATH } = { path: '/api/auth/otp/verify' };
