import type { Config } from '@netlify/functions';
import { ownHoursRequest, type PATH } from '#/api/clinician-hours.ts';
import type { SavedAnswer } from '#/api/clinician-profile.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { saveOwnHours } from '#/server/clinicians/own.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';

/** Replaces the clinician's own weekly hours (sessions already booked stay). Audited. */
export default handler(['PUT'], async (request) => {
  assertSameOrigin(request);
  const clinician = await requireClinician(request);
  await saveOwnHours(db(), clinician, await readJson(request, ownHoursRequest));
  const answer: SavedAnswer = { saved: true };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician/hours' };
