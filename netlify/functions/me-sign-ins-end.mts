import type { Config } from '@netlify/functions';
import type { EndSignInsAnswer, PATH } from '#/api/me-sign-ins-end.ts';
import { PRIVACY_MESSAGES } from '#/features/privacy/privacy.ts';
import { clearedCookies, requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json, setCookies } from '#/server/http/respond.ts';
import { endAllSignIns } from '#/server/privacy/privacy.server.ts';

/** Signs the customer out on every device, this one included. */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  const signIn = await requireCustomer(db(), request);
  const ended = await endAllSignIns(db(), signIn.userId!);
  return setCookies(
    json({ message: PRIVACY_MESSAGES.signedOutEverywhere, ended } satisfies EndSignInsAnswer),
    clearedCookies('customer'),
  );
});

export const config: Config & { path: typeof PATH } = { path: '/api/me/sign-ins/end' };
