import { z } from 'zod';
import { defineSchema } from '#/lib/define-schema.ts';
import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** PUT: the clinician's own introduction and languages, as clients see them on /book. Audited. */
export const PATH = '/api/clinician/profile';

export const ownProfileRequest = defineSchema(() =>
  z.object({
    bio: z.string().trim().max(3000, 'The introduction can be at most 3000 characters.'),
    languages: z
      .array(z.string().trim().min(1).max(40))
      .min(1, 'Choose at least one language you hold sessions in.')
      .max(20),
  }),
);
export type OwnProfileInput = z.infer<typeof ownProfileRequest>;

/** The portal's own changes answer that they were saved, and read the record again. */
export interface SavedAnswer {
  saved: true;
}

export const saveOwnProfile = (body: OwnProfileInput) =>
  sendJson<Json<SavedAnswer>>('PUT', PATH, body);
