import { z } from 'zod';
import { roomKeySchema, roomTabSchema } from '#/features/video/video-session.ts';
import { defineSchema } from '#/lib/define-schema.ts';

/** POST: the clinician admits or removes the client. */
export const PATH = '/api/session/:room/client';

export const roomClientRequest = defineSchema(() =>
  z.object({
    tab: roomTabSchema,
    key: roomKeySchema,
    action: z.enum(['admit', 'remove']),
  }),
);

export interface ClientAnswer {
  client: 'admitted' | 'removed';
}
