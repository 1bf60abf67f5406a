import type { Config } from '@netlify/functions';
import type { AdminLoginAnswer } from '#/api/admin-login.ts';
import { adminLoginSchema } from '#/features/account/schemas.ts';
import { ADMIN_MESSAGES, LOGIN_MESSAGES } from '#/lib/auth.ts';
import { auditSignIn } from '#/server/admin/audit.server.ts';
import { checkAdminCredentials } from '#/server/auth/admins.server.ts';
import {
  loginAttempt,
  noteSignedIn,
  noteWrongPassword,
  reserveAttempt,
} from '#/server/auth/login-guard.server.ts';
import { createAdminSession } from '#/server/auth/sessions.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { HttpError, tooManyRequests } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { hit } from '#/server/http/rate-limit.server.ts';
import { json, setCookies } from '#/server/http/respond.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';

const NETWORK_LIMIT = { max: 20, windowSeconds: 900 };

/**
 * Admin sign-in: failures slow down the network they come from and, past a count, close the
 * account to browsers that never signed in to it (the admin is e-mailed once per lock); equally
 * slow for unknown names. Every attempt, right or wrong, is in the audit log, and so is every
 * refusal (a network past its limit, once a window).
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { username, password } = await readJson(request, adminLoginSchema);
  const network = visitorNetwork(context.ip);
  const unsuccessful = { username, network, succeeded: false } as const;
  const counted = await hit(db(), { bucket: `admin-login:net:${network}`, ...NETWORK_LIMIT });
  if (!counted.allowed) {
    // Only the first refusal of each window is written down, so a flood cannot fill the log.
    if (counted.hits === NETWORK_LIMIT.max + 1)
      await auditSignIn(db(), { ...unsuccessful, refused: 'network-limit' });
    throw tooManyRequests(LOGIN_MESSAGES.tooMany, counted.retryAfter);
  }
  const attempt = loginAttempt(request, 'admin', username, context.ip);
  // Counted as a failure before the password is checked, so simultaneous guesses cannot pass
  // the limits together; the right password takes it back.
  const reservation = await reserveAttempt(db(), attempt, (refusal) =>
    auditSignIn(db(), {
      ...unsuccessful,
      refused: refusal.scope === 'account' ? 'account-locked' : 'network-wait',
    }),
  );
  const admin = await checkAdminCredentials(db(), username, password);
  if (!admin) {
    const noticeId = await noteWrongPassword(db(), reservation, username);
    await auditSignIn(db(), unsuccessful);
    if (noticeId) context.waitUntil(sendDueEmails(db(), [noticeId]));
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
  return setCookies(json({ success: true } satisfies AdminLoginAnswer), [...cookies, device]);
});

export const config: Config = { path: '/api/admin/login' };
