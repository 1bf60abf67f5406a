import type { Config } from '@netlify/functions';
import type { OtpAnswer, PATH } from '#/api/auth-otp.ts';
import { otpRequestSchema } from '#/features/account/schemas.ts';
import { LOGIN_MESSAGES } from '#/lib/auth.ts';
import { sendLoginCode } from '#/server/auth/login-guard.server.ts';
import { requestOtp } from '#/server/auth/otp.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';

/**
 * Sends a login code. The answer is the same for every address, known or not. An address
 * under attack gets no new codes for a while, except on a browser that signed in to it before;
 * a request refused because of that is not counted against the address, and such a browser
 * has its own count of requests, so nobody else can use it up.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { email, locale } = await readJson(request, otpRequestSchema);
  await sendLoginCode(db(), request, context, 'customer', email, (trustedDevice) =>
    requestOtp(db(), email, { trustedDevice, locale }),
  );
  return json({ success: true, message: LOGIN_MESSAGES.sent } satisfies OtpAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/auth/otp' };
