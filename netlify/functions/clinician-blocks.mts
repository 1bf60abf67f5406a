import type { Config } from '@netlify/functions';
import { type BlockAddedAnswer, blockRequest } from '#/api/admin-clinician-blocks.ts';
import type { PATH } from '#/api/clinician-blocks.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { addOwnBlock } from '#/server/clinicians/own.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';

/** Adds leave or a one-off block to the clinician's own time (booked sessions stay). */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  const clinician = await requireClinician(request);
  const input = await readJson(request, blockRequest);
  const answer: BlockAddedAnswer = { id: await addOwnBlock(db(), clinician, input) };
  return json(answer, 201);
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician/blocks' };
