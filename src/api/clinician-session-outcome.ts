import { z } from 'zod';
import { defineSchema } from '#/lib/define-schema.ts';
import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** POST: marks one of the clinician's own sessions attended or missed, once it has begun. */
export const PATH = '/api/clinician/sessions/:id/outcome';

export const ownOutcomeRequest = defineSchema(() =>
  z.object({ outcome: z.enum(['attended', 'no_show']) }),
);
export type OwnOutcomeRequest = z.infer<typeof ownOutcomeRequest>;

export interface OwnOutcomeAnswer {
  status: OwnOutcomeRequest['outcome'];
}

export const recordOwnOutcome = (id: string, body: OwnOutcomeRequest) =>
  sendJson<Json<OwnOutcomeAnswer>>(
    'POST',
    `/api/clinician/sessions/${encodeURIComponent(id)}/outcome`,
    body,
  );
