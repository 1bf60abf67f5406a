import type { Config } from '@netlify/functions';
import type { PATH, PasswordAnswer } from '#/api/admin-password.ts';
import { passwordChangeSchema } from '#/features/account/schemas.ts';
import { ADMIN_MESSAGES } from '#/lib/auth.ts';
import { audit } from '#/server/admin/audit.server.ts';
import { changeAdminPassword } from '#/server/auth/admins.server.ts';
import { requireAdmin, revokeOtherAdminSignIns } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { badRequest } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { json } from '#/server/http/respond.ts';

/** Changes the signed-in admin's password and ends their other sign-ins. */
export default handler(['PUT'], async (request) => {
  assertSameOrigin(request);
  const admin = await requireAdmin(request);
  const { oldPassword, newPassword } = await readJson(request, passwordChangeSchema);
  await enforce(
    db(),
    [{ bucket: `admin-password:${admin.adminId}`, max: 10, windowSeconds: 900 }],
    'Too many attempts. Please try again in a few minutes.',
  );
  if (!(await changeAdminPassword(db(), admin.adminId, oldPassword, newPassword))) {
    throw badRequest(ADMIN_MESSAGES.passwordRejected);
  }
  await revokeOtherAdminSignIns(db(), admin.adminId, admin.id);
  await audit(db(), admin, 'admin.password', admin.username);
  return json({ message: ADMIN_MESSAGES.passwordUpdated } satisfies PasswordAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/password' };
