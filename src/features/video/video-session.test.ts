import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_START,
  type FallbackState,
  type LinkReading,
  linkQuality,
  nextFallback,
} from '#/features/video/video-quality.ts';
import { roomWindow, sessionRoomPath } from '#/features/video/video-session.ts';
import { roleOfRoomKey, roomLinkToken, roomLinkUrl } from '#/server/video/room-link.ts';
import { turnCredentials, turnUrls, turnUsernameValid } from '#/server/video/turn.ts';

const ROOM = 'ab'.repeat(32);

describe('the room window', () => {
  const start = new Date('2026-11-26T10:00:00Z');
  const end = new Date('2026-11-26T10:50:00Z');
  const at = (iso: string) => roomWindow(start, end, new Date(iso));

  it('opens 10 minutes before the start and closes 30 minutes after the end', () => {
    expect(at('2026-11-26T09:49:59Z')).toBe('not_open');
    expect(at('2026-11-26T09:50:00Z')).toBe('open');
    expect(at('2026-11-26T11:19:59Z')).toBe('open');
    expect(at('2026-11-26T11:20:00Z')).toBe('closed');
  });

  it('is /session/<room>, with an e-mail’s key when there is one', () => {
    expect(sessionRoomPath(ROOM)).toBe(`/session/${ROOM}`);
    expect(sessionRoomPath(ROOM, 'client.abc')).toBe(`/session/${ROOM}?key=client.abc`);
  });
});

describe('signed room links', () => {
  const secret = 'a-site-secret-of-at-least-32-characters';

  it('open their own room as their own role, and nothing else', () => {
    const client = `client.${roomLinkToken(secret, ROOM, 'client')}`;
    expect(roleOfRoomKey(secret, ROOM, client)).toBe('client');
    // The same token cannot claim the clinician's role, another room, or another site's secret.
    expect(roleOfRoomKey(secret, ROOM, client.replace('client.', 'clinician.'))).toBeUndefined();
    expect(roleOfRoomKey(secret, 'cd'.repeat(32), client)).toBeUndefined();
    expect(roleOfRoomKey(`${secret}x`, ROOM, client)).toBeUndefined();
    expect(roomLinkUrl('https://psycortex.in', secret, ROOM, 'clinician')).toBe(
      `https://psycortex.in/session/${ROOM}?key=clinician.${roomLinkToken(secret, ROOM, 'clinician')}`,
    );
  });
});

describe('TURN credentials (coturn use-auth-secret)', () => {
  it('are <expiry>:<room>:<role> with base64(HMAC-SHA1(secret, username))', () => {
    const expires = new Date('2026-11-26T11:20:00Z');
    const creds = turnCredentials('s3cret', ['turn:t.example:3478'], ROOM, 'clinician', expires);
    expect(creds.username).toBe(`${expires.getTime() / 1000}:${ROOM.slice(0, 16)}:clinician`);
    expect(creds.credential).toBe(
      createHmac('sha1', 's3cret').update(creds.username).digest('base64'),
    );
    expect(turnUsernameValid(creds.username, new Date('2026-11-26T11:19:59Z'))).toBe(true);
    expect(turnUsernameValid(creds.username, new Date('2026-11-26T11:20:00Z'))).toBe(false);
    expect(turnUrls(' turn:a:3478 , turns:b:5349 ,')).toEqual(['turn:a:3478', 'turns:b:5349']);
  });
});

describe('dropping to audio only', () => {
  const poor: LinkReading = { availableOutgoingBitrate: 90_000, packetLoss: 0, roundTripTime: 0.1 };
  const lossy: LinkReading = { availableOutgoingBitrate: 900_000, packetLoss: 0.2 };
  const slow: LinkReading = { availableOutgoingBitrate: 900_000, roundTripTime: 1.4 };
  const good: LinkReading = {
    availableOutgoingBitrate: 900_000,
    packetLoss: 0.01,
    roundTripTime: 0.05,
  };
  const fair: LinkReading = {
    availableOutgoingBitrate: 200_000,
    packetLoss: 0.05,
    roundTripTime: 0.6,
  };
  const run = (readings: LinkReading[], from: FallbackState = FALLBACK_START) =>
    readings.reduce(nextFallback, from);

  it('reads a link as poor, fair or good', () => {
    expect([poor, lossy, slow].map(linkQuality)).toEqual(['poor', 'poor', 'poor']);
    expect(linkQuality(good)).toBe('good');
    expect(linkQuality(fair)).toBe('fair');
  });

  it('drops after three poor readings in a row, not after two or a broken run', () => {
    expect(run([poor, poor]).audioOnly).toBe(false);
    expect(run([poor, poor, good, poor, poor]).audioOnly).toBe(false);
    expect(run([poor, lossy, slow]).audioOnly).toBe(true);
  });

  it('comes back after five good readings in a row, and stays down on a fair link', () => {
    const down = run([poor, poor, poor]);
    expect(run([good, good, good, good], down).audioOnly).toBe(true);
    expect(run([good, good, good, good, fair, good], down).audioOnly).toBe(true);
    expect(run([fair, fair, fair, fair, fair, fair], down).audioOnly).toBe(true);
    expect(run([good, good, good, good, good], down).audioOnly).toBe(false);
    // Sound alone keeps the bandwidth estimate low: no loss and short round trips are enough.
    const quietButClean: LinkReading = {
      availableOutgoingBitrate: 60_000,
      packetLoss: 0,
      roundTripTime: 0.05,
    };
    expect(
      run([quietButClean, quietButClean, quietButClean, quietButClean, quietButClean], down)
        .audioOnly,
    ).toBe(false);
  });
});

describe('the device check’s advice', () => {
  const failed = (name: string) => new DOMException('failed', name);

  it('says in plain words what to do when the browser refuses or finds nothing', async () => {
    const { adviceFor } = await import('#/features/video/devices.ts');
    expect(adviceFor(failed('NotAllowedError'), 'both').advice).toMatch(
      /blocking the camera and microphone\. Allow them in your browser's site settings/,
    );
    expect(adviceFor(failed('NotFoundError'), 'microphone').advice).toMatch(
      /could not find the microphone/,
    );
    expect(adviceFor(failed('NotReadableError'), 'both').advice).toMatch(/Another app is using/);
    expect(adviceFor(new Error('odd'), 'both').advice).toMatch(/try another browser/);
  });
});
