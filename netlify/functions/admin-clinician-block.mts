import type { Config } from '@netlify/functions';
import type { BlockRemovedAnswer, PATH } from '#/api/admin-clinician-block.ts';
import { blockIdSchema } from '#/features/admin/calendar/schemas.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { removeBlock } from '#/server/bookings/clinician-admin.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { pathParam } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';

/** Removes leave or a block; one already gone is fine (a repeated click). */
export default handler(['DELETE'], async (request, context) => {
  const admin = await requireAdmin(request);
  const answer: BlockRemovedAnswer = {
    removed: await removeBlock(
      db(),
      admin,
      pathParam(context.params.slug, ''),
      blockIdSchema.parse(pathParam(context.params.block, '')),
    ),
  };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = {
  path: '/api/admin/clinicians/:slug/blocks/:block',
};
