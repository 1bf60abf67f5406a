import type { Config } from '@netlify/functions';
import type { BlockRemovedAnswer } from '#/api/admin-clinician-block.ts';
import type { PATH } from '#/api/clinician-block.ts';
import { blockIdSchema } from '#/features/admin/calendar/schemas.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { removeOwnBlock } from '#/server/clinicians/own.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { pathParam } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';

/** Removes one of the clinician's own blocks; another's, or one already gone, removes nothing. */
export default handler(['DELETE'], async (request, context) => {
  assertSameOrigin(request);
  const clinician = await requireClinician(request);
  const block = blockIdSchema.parse(pathParam(context.params.block, ''));
  const answer: BlockRemovedAnswer = { removed: await removeOwnBlock(db(), clinician, block) };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician/blocks/:block' };
