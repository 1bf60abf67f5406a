import type { Config } from '@netlify/functions';
import type { AdminMeAnswer, PATH } from '#/api/admin-me.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';

/** Who is signed in to the admin panel; 401 or 403 otherwise. */
export default handler(['GET'], async (request) => {
  const admin = await requireAdmin(request);
  return json({ admin: { username: admin.username } } satisfies AdminMeAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/me' };
