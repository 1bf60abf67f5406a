import { z } from 'zod';
import { instantSchema } from '#/features/admin/calendar/schemas.ts';
import { defineSchema } from '#/lib/define-schema.ts';

/** POST: leave or a blocked time for a clinician, by the admin (audited). */
export const PATH = '/api/admin/clinicians/:slug/blocks';

export const blocksPath = (slug: string) =>
  `/api/admin/clinicians/${encodeURIComponent(slug)}/blocks`;

/** A block, as the admin's and the clinician's own forms send it. */
export const blockRequest = defineSchema(() =>
  z
    .object({
      kind: z.enum(['leave', 'blocked']).default('blocked'),
      startsAt: instantSchema,
      endsAt: instantSchema,
      reason: z.string().trim().max(300).default(''),
    })
    .refine((b) => b.endsAt > b.startsAt, {
      message: 'The block must end after it starts.',
      path: ['endsAt'],
    }),
);
export type BlockInput = z.infer<typeof blockRequest>;

/** 201: the block's id. */
export interface BlockAddedAnswer {
  id: string;
}
