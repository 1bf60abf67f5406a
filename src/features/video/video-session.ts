import { z } from 'zod';
import { JOIN_OPENS_MINUTES } from '#/features/booking/booking-rules.ts';
import { defineSchema } from '#/lib/define-schema.ts';

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

export const roomNameSchema = defineSchema(() =>
  z.string().regex(/^[0-9a-f]{64}$/, 'is not a session room'),
);

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
export const roomTabSchema = defineSchema(() =>
  z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'is not a tab id'),
);
/** A signed link's key, `client.<token>` or `clinician.<token>`. */
export const roomKeySchema = defineSchema(() =>
  z
    .string()
    .regex(/^(client|clinician)\.[A-Za-z0-9_-]{20,100}$/, 'is not a room key')
    .optional(),
);
