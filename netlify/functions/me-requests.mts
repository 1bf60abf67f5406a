import type { Config } from '@netlify/functions';
import { PRIVACY_MESSAGES } from '../../src/lib/privacy.ts';
import { privacyRequestSchema } from '../../src/lib/schemas.ts';
import { requireCustomer } from '../../src/server/auth/sessions.server.ts';
import { db } from '../../src/server/db/client.server.ts';
import { readJson } from '../../src/server/http/body.ts';
import { handler } from '../../src/server/http/handler.ts';
import { assertSameOrigin } from '../../src/server/http/origin.ts';
import { enforce } from '../../src/server/http/rate-limit.server.ts';
import { json } from '../../src/server/http/respond.ts';
import { createPrivacyRequest } from '../../src/server/privacy/privacy.server.ts';

/** A correction, access or grievance request; it reaches the admin panel's privacy list. */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  const session = await requireCustomer(db(), request);
  const { kind, detail } = await readJson(request, privacyRequestSchema);
  await enforce(
    db(),
    [{ bucket: `privacy-request:user:${session.userId}`, max: 10, windowSeconds: 86_400 }],
    'You have sent several requests today. We will answer them; please write to us if it is urgent.',
  );
  await createPrivacyRequest(db(), session.userId!, kind, detail);
  return json({ message: PRIVACY_MESSAGES.requestReceived }, 201);
});

export const config: Config = { path: '/api/me/requests' };
