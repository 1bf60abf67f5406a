import type { Config } from '@netlify/functions';
import { ADMIN_MESSAGES, LOGIN_MESSAGES } from '#/lib/auth.ts';
import { adminLoginSchema } from '#/lib/schemas.ts';
import { auditSignIn } from '#/server/admin/audit.server.ts';
import { checkAdminCredentials } from '#/server/auth/admins.server.ts';
import {
  assertLoginAllowed,
  loginAttempt,
  noteSignedIn,
} from '#/server/auth/login-guard.server.ts';
import { recordLoginFailure } from '#/server/auth/login-throttle.server.ts';
import { createAdminSession } from '#/server/auth/sessions.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { HttpError } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { json, setCookies } from '#/server/http/respond.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';

/**
 * Admin sign-in: failures slow down the network they come from and, past a count, close the
 * account to browsers that never signed in to it; equally slow for unknown names. Every
 * attempt, right or wrong, is in the audit log.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { username, password } = await readJson(request, adminLoginSchema);
  const network = visitorNetwork(context.ip);
  await enforce(
    db(),
    [{ bucket: `admin-login:net:${network}`, max: 20, windowSeconds: 900 }],
    LOGIN_MESSAGES.tooMany,
  );
  const attempt = loginAttempt(request, 'admin', username, context.ip);
  await assertLoginAllowed(db(), attempt);
  const admin = await checkAdminCredentials(db(), username, password);
  if (!admin) {
    await recordLoginFailure(db(), attempt);
    await auditSignIn(db(), { username, network, succeeded: false });
    throw new HttpError(401, 'invalid_credentials', ADMIN_MESSAGES.loginFailed);
  }
  const cookies = await createAdminSession(db(), request, admin.id);
  const device = await noteSignedIn(db(), attempt, 'admin');
  await auditSignIn(db(), {
    adminId: admin.id,
    username: admin.username,
    network,
    succeeded: true,
  });
  return setCookies(json({ success: true }), [...cookies, device]);
});

export const config: Config = { path: '/api/admin/login' };
