import type { Config } from '@netlify/functions';
import { ownProfileRequest, type PATH, type SavedAnswer } from '#/api/clinician-profile.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { saveOwnProfile } from '#/server/clinicians/own.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';

/** The clinician's own introduction and languages, as clients see them on /book. Audited. */
export default handler(['PUT'], async (request) => {
  assertSameOrigin(request);
  const clinician = await requireClinician(request);
  await saveOwnProfile(db(), clinician, await readJson(request, ownProfileRequest));
  const answer: SavedAnswer = { saved: true };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician/profile' };
