import type { Config } from '@netlify/functions';
import { ownHoursSchema } from '#/features/clinician/schemas.ts';
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
  await saveOwnHours(db(), clinician, await readJson(request, ownHoursSchema));
  return json({ saved: true });
});

export const config: Config = { path: '/api/clinician/hours' };
