import { z } from 'zod';
import { JOIN_OPENS_MINUTES } from '#/features/booking/booking-rules.ts';

/**
 * The rules of a session's video room that the page and the server share (issue #33). The room
 * is `/session/<room>`, where the room is the booking's `video_room`: 256 random bits written as
 * 64 hex digits, never derived from the booking's id.
 */

/** The room opens 10 minutes before the start (as My sessions shows the link) ... */
export const ROOM_OPENS_MINUTES = JOIN_OPENS_MINUTES;
/** ... and closes 30 minutes after the end. */
export const ROOM_CLOSES_MINUTES = 30;

export type VideoRole = 'client' | 'clinician';

export const roomNameSchema = z.string().regex(/^[0-9a-f]{64}$/, 'is not a session room');

export function roomOpensAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - ROOM_OPENS_MINUTES * 60_000);
}

export function roomClosesAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() + ROOM_CLOSES_MINUTES * 60_000);
}

/** Where the room stands at `now`: not open yet, open, or closed. */
export function roomWindow(
  startsAt: Date,
  endsAt: Date,
  now: Date,
): 'not_open' | 'open' | 'closed' {
  if (now < roomOpensAt(startsAt)) return 'not_open';
  if (now >= roomClosesAt(endsAt)) return 'closed';
  return 'open';
}

/** The room's address on the site; `key` is a signed link's `<role>.<token>` for e-mails. */
export function sessionRoomPath(room: string, key?: string): string {
  return key ? `/session/${room}?key=${encodeURIComponent(key)}` : `/session/${room}`;
}

/** One browser tab's id: a second tab or device of the same person replaces the first. */
const tab = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'is not a tab id');
/** A signed link's key, `client.<token>` or `clinician.<token>`. */
const key = z
  .string()
  .regex(/^(client|clinician)\.[A-Za-z0-9_-]{20,100}$/, 'is not a room key')
  .optional();

/** GET /api/session/<room>?tab=…&after=…: the room's state and the signals since `after`. */
export const roomPollSchema = z.object({
  tab,
  after: z.coerce.number().int().min(0).default(0),
  key,
  relay: z.enum(['1']).optional(),
});

/** POST /api/session/<room>: enter (the clinician straight in, the client to the waiting room). */
export const roomJoinSchema = z.object({ tab, key });

const description = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().min(1).max(20_000),
});
const candidate = z.object({
  candidate: z.string().max(1000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
});

/** POST /api/session/<room>/signals: to the room's other participant, whoever they are. */
export const roomSignalSchema = z.object({
  tab,
  key,
  signal: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('offer'), payload: description }),
    z.object({ kind: z.literal('answer'), payload: description }),
    z.object({ kind: z.literal('candidates'), payload: z.array(candidate).min(1).max(50) }),
    z.object({ kind: z.literal('bye'), payload: z.object({}).strict() }),
  ]),
});

/** POST /api/session/<room>/client: the clinician admits or removes the client. */
export const roomClientSchema = z.object({
  tab,
  key,
  action: z.enum(['admit', 'remove']),
});

export type RoomSignal = z.infer<typeof roomSignalSchema>['signal'];

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
