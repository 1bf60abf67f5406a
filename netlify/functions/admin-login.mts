import type { Config } from '@netlify/functions';
import { ADMIN_MESSAGES } from '../../src/lib/auth.ts';
import { adminLoginSchema } from '../../src/lib/schemas.ts';
import { checkAdminCredentials } from '../../src/server/auth/admins.server.ts';
import { createAdminSession } from '../../src/server/auth/sessions.server.ts';
import { db } from '../../src/server/db/client.ts';
import { readJson } from '../../src/server/http/body.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { handler } from '../../src/server/http/handler.ts';
import { assertSameOrigin } from '../../src/server/http/origin.ts';
import { enforce } from '../../src/server/http/rate-limit.ts';
import { json, setCookies } from '../../src/server/http/respond.ts';

/** Admin sign-in: rate-limited per username and address, equally slow for unknown names. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { username, password } = await readJson(request, adminLoginSchema);
  await enforce(
    db(),
    [
      { bucket: `admin-login:ip:${context.ip}`, max: 20, windowSeconds: 900 },
      { bucket: `admin-login:user:${username.toLowerCase()}`, max: 10, windowSeconds: 900 },
    ],
    'Too many attempts. Please try again in a few minutes.',
  );
  const admin = await checkAdminCredentials(db(), username, password);
  if (!admin) throw new HttpError(401, 'invalid_credentials', ADMIN_MESSAGES.loginFailed);
  const cookies = await createAdminSession(db(), request, admin.id);
  return setCookies(json({ success: true }), cookies);
});

export const config: Config = { path: '/api/admin/login' };
