import type { Config } from '@netlify/functions';
import { type BlockAddedAnswer, blockRequest, type PATH } from '#/api/admin-clinician-blocks.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { addBlock } from '#/server/bookings/clinician-admin.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { pathParam } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';

/** Adds leave or a one-off block to a clinician's time. */
export default handler(['POST'], async (request, context) => {
  const admin = await requireAdmin(request);
  const input = await readJson(request, blockRequest);
  const slug = pathParam(context.params.slug, '');
  const answer: BlockAddedAnswer = { id: await addBlock(db(), admin, slug, input) };
  return json(answer, 201);
});

export const config: Config & { path: typeof PATH } = {
  path: '/api/admin/clinicians/:slug/blocks',
};
