import type { Config } from '@netlify/functions';
import type {
  DeactivatedAnswer,
  PATH,
  ToReassignAnswer,
} from '#/api/admin-clinician-deactivate.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { deactivateClinician, sessionsToReassign } from '#/server/clinicians/account.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { pathParam } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';

/**
 * A clinician who leaves: POST deactivates them (no sign-in, no new bookings; audited) and
 * answers their future sessions to reassign; GET lists those sessions again (each reading in
 * the access log).
 */
export default handler(['GET', 'POST'], async (request, context) => {
  const admin = await requireAdmin(request);
  const slug = pathParam(context.params.slug, '');
  if (request.method === 'GET') {
    const answer: ToReassignAnswer = { sessions: await sessionsToReassign(db(), admin, slug) };
    return json(answer, 200, {
      'cache-control': 'private, no-store',
    });
  }
  assertSameOrigin(request);
  const result = await deactivateClinician(db(), admin, slug);
  const answer: DeactivatedAnswer = {
    ...result,
    sessions: await sessionsToReassign(db(), admin, slug),
  };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = {
  path: '/api/admin/clinicians/:slug/deactivate',
};
