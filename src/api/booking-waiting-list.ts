import { z } from 'zod';
import { modeSchema, slugSchema } from '#/features/booking/schemas.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { postJson } from '#/lib/http.ts';
import { siteLocaleSchema } from '#/lib/locale-schema.ts';
import type { Json } from './json.ts';

/** POST: the signed-in customer asks to be told when the clinician has a time free. */
export const PATH = '/api/booking/waiting-list';

export const waitingListRequest = defineSchema(() =>
  z.object({
    clinician: slugSchema,
    mode: modeSchema,
    branch: slugSchema.nullish(),
    service: slugSchema,
    language: z.string().trim().max(40).optional().default(''),
    locale: siteLocaleSchema,
  }),
);
export type WaitingListInput = z.infer<typeof waitingListRequest>;

/** 201: their place in the queue (1: the next freed time is offered to them first). */
export interface WaitingListAnswer {
  position: number;
}

export const postWaitingList = (body: z.input<typeof waitingListRequest>) =>
  postJson<Json<WaitingListAnswer>>(PATH, body);
