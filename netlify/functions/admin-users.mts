import type { Config } from '@netlify/functions';
import { type AdminUserPage, type PATH, userSearchSchema } from '#/api/admin-users.ts';
import { audit } from '#/server/admin/audit.server.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { listUsers } from '#/server/auth/user-directory.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { readQuery } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';

/** Customers, searched by name or e-mail, 50 to a page. */
export default handler(['GET'], async (request) => {
  const admin = await requireAdmin(request);
  const { q, page } = readQuery(request, userSearchSchema);
  // Reads of personal data are logged too, with who and when.
  await audit(db(), admin, 'read.users', q, { page });
  return json((await listUsers(db(), { query: q, page })) satisfies AdminUserPage);
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/users' };
