import type { Config } from '@netlify/functions';
import type { PATH, PrivacyRequestAnswer } from '#/api/me-requests.ts';
import { PRIVACY_MESSAGES } from '#/features/privacy/privacy.ts';
import { privacyRequestSchema } from '#/features/privacy/schemas.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { json } from '#/server/http/respond.ts';
import { createPrivacyRequest } from '#/server/privacy/privacy.server.ts';

/** A correction, access or grievance request; it reaches the admin panel's privacy list. */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  const signIn = await requireCustomer(db(), request);
  const { kind, detail } = await readJson(request, privacyRequestSchema);
  await enforce(
    db(),
    [{ bucket: `privacy-request:user:${signIn.userId}`, max: 10, windowSeconds: 86_400 }],
    'You have sent several requests today. We will answer them; please write to us if it is urgent.',
  );
  await createPrivacyRequest(db(), signIn.userId!, kind, detail);
  return json({ message: PRIVACY_MESSAGES.requestReceived } satisfies PrivacyRequestAnswer, 201);
});

export const config: Config & { path: typeof PATH } = { path: '/api/me/requests' };
