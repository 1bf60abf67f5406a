import type { Config } from '@netlify/functions';
import type { AdminLogoutAnswer, PATH } from '#/api/admin-logout.ts';
import { endSignIn } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json, setCookies } from '#/server/http/respond.ts';

/** Revokes the admin sign-in and clears its cookie. */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  return setCookies(
    json({ success: true } satisfies AdminLogoutAnswer),
    await endSignIn(db(), request, 'admin'),
  );
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/logout' };
