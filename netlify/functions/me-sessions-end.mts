import type { Config } from '@netlify/functions';
import type { EndSessionsAnswer } from '#/api/me-sessions-end.ts';
import { PRIVACY_MESSAGES } from '#/features/privacy/privacy.ts';
import { clearedCookies, requireCustomer } from '#/server/auth/sessions.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json, setCookies } from '#/server/http/respond.ts';
import { endAllSessions } from '#/server/privacy/privacy.server.ts';

/** Signs the customer out on every device, this one included. */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  const session = await requireCustomer(db(), request);
  const ended = await endAllSessions(db(), session.userId!);
  return setCookies(
    json({ message: PRIVACY_MESSAGES.sessionsEnded, ended } satisfies EndSessionsAnswer),
    clearedCookies('customer'),
  );
});

export const config: Config = { path: '/api/me/sessions/end' };
