import type { Config } from '@netlify/functions';
import type { AdminLoginAnswer, PATH } from '#/api/admin-login.ts';
import { adminLoginSchema } from '#/features/account/schemas.ts';
import { ADMIN_MESSAGES } from '#/lib/auth.ts';
import { auditSignIn } from '#/server/admin/audit.server.ts';
import { checkAdminCredentials } from '#/server/auth/admins.server.ts';
import { adminLockNotice, signInWithSecret } from '#/server/auth/login-guard.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { HttpError } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json, setCookies } from '#/server/http/respond.ts';

/**
 * Admin sign-in: failures slow down the network they come from and, past a count, close the
 * account to browsers that never signed in to it (the admin is e-mailed once per lock); equally
 * slow for unknown names. Every attempt, right or wrong, is in the audit log, and so is every
 * refusal (a network past its limit, once a window).
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { username, password } = await readJson(request, adminLoginSchema);
  const { cookies } = await signInWithSecret(db(), request, context, {
    kind: 'admin',
    name: username,
    networkLimit: { bucket: 'admin-login', max: 20, windowSeconds: 900 },
    verify: () => checkAdminCredentials(db(), username, password),
    lockNotice: adminLockNotice(db(), username),
    wrong: () => new HttpError(401, 'invalid_credentials', ADMIN_MESSAGES.loginFailed),
    audit: ({ network, account, refused }) =>
      auditSignIn(db(), {
        adminId: account?.id,
        username: account?.username ?? username,
        network,
        succeeded: account !== undefined,
        refused,
      }),
  });
  return setCookies(json({ success: true } satisfies AdminLoginAnswer), cookies);
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/login' };
