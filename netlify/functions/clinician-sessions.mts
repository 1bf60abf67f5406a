import type { Config } from '@netlify/functions';
import { ownSessionsQuerySchema } from '#/features/clinician/schemas.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { readOwnSessions } from '#/server/clinicians/day.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { readQuery } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';

/** The clinician's own sessions and free times over a day or a week (the reading is audited). */
export default handler(['GET'], async (request) => {
  const clinician = await requireClinician(request);
  const query = readQuery(request, ownSessionsQuerySchema);
  return json(await readOwnSessions(db(), clinician, query), 200, {
    'cache-control': 'private, no-store',
  });
});

export const config: Config = { path: '/api/clinician/sessions' };
