import type { Config } from '@netlify/functions';
import {
  type OwnOutcomeAnswer,
  ownOutcomeRequest,
  type PATH,
} from '#/api/clinician-session-outcome.ts';
import { bookingIdSchema } from '#/features/booking/schemas.ts';
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
  const { outcome } = await readJson(request, ownOutcomeRequest);
  await recordOwnOutcome(db(), clinician, id, outcome);
  const answer: OwnOutcomeAnswer = { status: outcome };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = {
  path: '/api/clinician/sessions/:id/outcome',
};
