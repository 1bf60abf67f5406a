import { createHmac, timingSafeEqual } from 'node:crypto';
import { sessionRoomPath, type VideoRole } from '#/features/video/video-session.ts';

/**
 * The signed room links in e-mails: `?key=<role>.<token>`, the token an HMAC of the room under a
 * key of the room links' own (the site's secret under this purpose), so it opens that room, as
 * that person, and nothing else. A caller booked by staff has no account: this link is their way
 * in. The room's window still applies.
 */
export function roomLinkToken(secret: string, room: string, role: VideoRole): string {
  return createHmac('sha256', `video-room-${role}-link\u0000${secret}`)
    .update(room)
    .digest('base64url');
}

/** The role a key opens the room as, or undefined when its signature does not hold. */
export function roleOfRoomKey(secret: string, room: string, key: string): VideoRole | undefined {
  const [role, token] = key.split('.');
  if ((role !== 'client' && role !== 'clinician') || !token) return undefined;
  const expected = Buffer.from(roomLinkToken(secret, room, role));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? role : undefined;
}

export function roomLinkUrl(
  siteUrl: string,
  secret: string,
  room: string,
  role: VideoRole,
): string {
  return `${siteUrl}${sessionRoomPath(room, `${role}.${roomLinkToken(secret, room, role)}`)}`;
}
