import type { Config } from '@netlify/functions';
import {
  type OwnSessionsAnswer,
  ownSessionsQueryRequest,
  type PATH,
} from '#/api/clinician-sessions.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { readOwnSessions } from '#/server/clinicians/day.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { readQuery } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';

/** The clinician's own sessions and free times over a day or a week (the reading is audited). */
export default handler(['GET'], async (request) => {
  const clinician = await requireClinician(request);
  const query = readQuery(request, ownSessionsQueryRequest);
  const answer: OwnSessionsAnswer = await readOwnSessions(db(), clinician, query);
  return json(answer, 200, {
    'cache-control': 'private, no-store',
  });
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician/sessions' };
