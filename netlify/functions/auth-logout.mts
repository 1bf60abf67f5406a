import type { Config } from '@netlify/functions';
import type { LogoutAnswer, PATH } from '#/api/auth-logout.ts';
import { endSignIn } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json, setCookies } from '#/server/http/respond.ts';

/** Revokes the customer's sign-in and clears its cookie; harmless when already logged out. */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  return setCookies(
    json({ success: true } satisfies LogoutAnswer),
    await endSignIn(db(), request, 'customer'),
  );
});

export const config: Config & { path: typeof PATH } = { path: '/api/auth/logout' };
