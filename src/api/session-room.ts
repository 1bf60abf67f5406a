import { z } from 'zod';
import { roomKeySchema, roomTabSchema, type VideoRole } from '#/features/video/video-session.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import type { RoomSignal } from './session-room-signals.ts';

/**
 * A session's video room (/session/<room>). GET ?tab=…&after=…: the room's state and the signals
 * since `after`; POST: enter (the clinician straight in, the client to the waiting room). The
 * room's page calls it through its room client (src/features/video/room-client.ts).
 */
export const PATH = '/api/session/:room';

/** The address of a room's calls; `suffix`: '/signals' or '/client'. */
export const roomApiPath = (room: string, suffix = '') => `/api/session/${room}${suffix}`;

/** GET's query. */
export const roomPollRequest = defineSchema(() =>
  z.object({
    tab: roomTabSchema,
    after: z.coerce.number().int().min(0).default(0),
    key: roomKeySchema,
    relay: z.enum(['1']).optional(),
  }),
);

/** POST: this tab enters. */
export const roomJoinRequest = defineSchema(() =>
  z.object({ tab: roomTabSchema, key: roomKeySchema }),
);

/** What the poll answers: who is in the room, what the other tab said, how to reach them. */
export interface RoomState {
  role: VideoRole;
  state: 'waiting' | 'admitted' | 'removed' | 'left';
  startsAt: string;
  endsAt: string;
  closesAt: string;
  /** The other participant, when they have the room open (seen in the last 15 seconds). */
  peer: { role: VideoRole; tab: string; state: 'waiting' | 'admitted' | 'removed' | 'left' } | null;
  /** Whether the clinician has been told that the client is waiting. */
  clinicianTold: boolean;
  signals: { seq: number; kind: RoomSignal['kind']; payload: unknown }[];
  cursor: number;
  iceServers: { urls: string[]; username?: string; credential?: string }[];
  iceTransportPolicy: 'all' | 'relay';
}

/** POST: as whom this tab entered. */
export interface JoinedAnswer {
  role: VideoRole;
}
