import type { Config } from '@netlify/functions';
import type { AdminPrivacyRequestsAnswer, PATH } from '#/api/admin-privacy-requests.ts';
import { audit } from '#/server/admin/audit.server.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { listPrivacyRequests } from '#/server/privacy/privacy-requests.server.ts';

/** The privacy centre's requests with their age and state, open ones first. */
export default handler(['GET'], async (request) => {
  const admin = await requireAdmin(request);
  await audit(db(), admin, 'read.privacy-requests', 'all');
  return json({
    requests: await listPrivacyRequests(db()),
  } satisfies AdminPrivacyRequestsAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/privacy-requests' };
