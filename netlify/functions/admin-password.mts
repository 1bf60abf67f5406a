import type { Config } from '@netlify/functions';
import { ADMIN_MESSAGES } from '../../src/lib/auth.ts';
import { passwordChangeSchema } from '../../src/lib/schemas.ts';
import { audit } from '../../src/server/admin/audit.server.ts';
import { changeAdminPassword } from '../../src/server/auth/admins.server.ts';
import { requireAdmin, revokeOtherAdminSessions } from '../../src/server/auth/sessions.server.ts';
import { db } from '../../src/server/db/client.server.ts';
import { readJson } from '../../src/server/http/body.ts';
import { badRequest } from '../../src/server/http/errors.ts';
import { handler } from '../../src/server/http/handler.ts';
import { assertSameOrigin } from '../../src/server/http/origin.ts';
import { enforce } from '../../src/server/http/rate-limit.server.ts';
import { json } from '../../src/server/http/respond.ts';

/** Changes the signed-in admin's password and ends their other sessions. */
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
  await revokeOtherAdminSessions(db(), admin.adminId, admin.id);
  await audit(db(), admin, 'admin.password', admin.username);
  return json({ message: ADMIN_MESSAGES.passwordUpdated });
});

export const config: Config = { path: '/api/admin/password' };
