import type { Config } from '@netlify/functions';
import { bookingIdSchema } from '#/features/booking/schemas.ts';
import { ownOutcomeSchema } from '#/features/clinician/schemas.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { recordOwnOutcome } from '#/server/clinicians/day.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';

/** Marks one of the clinician's own sessions attended or missed, once it has begun. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const clinician = await requireClinician(request);
  const id = bookingIdSchema.parse(context.params.id ?? '');
  const { outcome } = await readJson(request, ownOutcomeSchema);
  await recordOwnOutcome(db(), clinician, id, outcome);
  return json({ status: outcome });
});

export const config: Config = { path: '/api/clinician/sessions/:id/outcome' };
