import { createHmac } from 'node:crypto';
import type { VideoRole } from '#/features/video/video-session.ts';

/**
 * TURN credentials in coturn's shared-secret scheme (`use-auth-secret`, the "TURN REST API"
 * draft that hosted TURN services speak too): the username is `<unix expiry>:<room>:<role>` and
 * the password base64(HMAC-SHA1(secret, username)). The TURN server needs no list of users: it
 * recomputes the password and refuses a username whose expiry has passed. Each participant of a
 * session gets their own, valid for that room until it closes.
 */
export interface TurnCredentials {
  urls: string[];
  username: string;
  credential: string;
}

export function turnCredentials(
  secret: string,
  urls: string[],
  room: string,
  role: VideoRole,
  expiresAt: Date,
): TurnCredentials {
  // A short prefix of the room is enough to tell rooms apart in the TURN server's log.
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${room.slice(0, 16)}:${role}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { urls, username, credential };
}

/** Whether a username given to a TURN server is still valid at `now` (the server's own rule). */
export function turnUsernameValid(username: string, now: Date): boolean {
  const expiry = Number(username.split(':')[0]);
  return Number.isInteger(expiry) && expiry * 1000 > now.getTime();
}

export function turnUrls(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
}
