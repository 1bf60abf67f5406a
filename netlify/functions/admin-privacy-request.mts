import type { Config } from '@netlify/functions';
import {
  type PATH,
  type PrivacyRequestStateAnswer,
  privacyRequestStateSchema,
} from '#/api/admin-privacy-request.ts';
import { isId } from '#/lib/id.ts';
import { audit } from '#/server/admin/audit.server.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { setPrivacyRequestState } from '#/server/privacy/privacy-requests.server.ts';

/** Moves a privacy request along: open, in progress, done. */
export default handler(['PUT'], async (request, context) => {
  assertSameOrigin(request);
  const admin = await requireAdmin(request);
  const id = context.params.id ?? '';
  const { state } = await readJson(request, privacyRequestStateSchema);
  if (!isId(id) || !(await setPrivacyRequestState(db(), id, state))) {
    throw notFound('We could not find that request.');
  }
  await audit(db(), admin, 'privacy-request.state', id, { state });
  return json({ ok: true } satisfies PrivacyRequestStateAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/privacy-requests/:id' };
