import { z } from 'zod';
import { roomKeySchema, roomTabSchema } from '#/features/video/video-session.ts';
import { defineSchema } from '#/lib/define-schema.ts';

/** POST: a signal to the room's other participant, whoever they are. */
export const PATH = '/api/session/:room/signals';

const description = defineSchema(() =>
  z.object({
    type: z.enum(['offer', 'answer']),
    sdp: z.string().min(1).max(20_000),
  }),
);
const candidate = defineSchema(() =>
  z.object({
    candidate: z.string().max(1000),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  }),
);

export const roomSignalRequest = defineSchema(() =>
  z.object({
    tab: roomTabSchema,
    key: roomKeySchema,
    signal: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('offer'), payload: description }),
      z.object({ kind: z.literal('answer'), payload: description }),
      z.object({ kind: z.literal('candidates'), payload: z.array(candidate).min(1).max(50) }),
      z.object({ kind: z.literal('bye'), payload: z.object({}).strict() }),
    ]),
  }),
);
export type RoomSignal = z.infer<typeof roomSignalRequest>['signal'];

/** 202: passed on. */
export interface SignalSentAnswer {
  sent: true;
}
