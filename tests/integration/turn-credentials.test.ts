import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  findTurnServer,
  startTurnServer,
  type TurnServer,
} from '@psycortex/local-runtime/turn-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnCredentials } from '#/server/video/turn.ts';

/**
 * The credentials the room gives out, tried on the real TURN server the local runtime starts
 * (Debian's coturn, which `.ci/run` installs): a TURN Allocate over UDP, as a browser makes it.
 * Valid ones get a relay; expired ones, or ones made with another secret, are refused.
 */

const SECRET = randomBytes(24).toString('base64url');
const REALM = 'psycortex.test';
const ROOM = 'ab'.repeat(32);

const MAGIC = 0x2112a442;
const attribute = (type: number, value: Buffer) => {
  const padded = Buffer.alloc(4 + Math.ceil(value.length / 4) * 4);
  padded.writeUInt16BE(type, 0);
  padded.writeUInt16BE(value.length, 2);
  value.copy(padded, 4);
  return padded;
};

/** A STUN Allocate request (RFC 5766), signed when credentials and the server's nonce are given. */
function allocate(auth?: { username: string; password: string; nonce: Buffer }): Buffer {
  const id = randomBytes(12);
  const attributes = [attribute(0x0019, Buffer.from([17, 0, 0, 0]))];
  if (auth) {
    attributes.push(
      attribute(0x0006, Buffer.from(auth.username)),
      attribute(0x0014, Buffer.from(REALM)),
      attribute(0x0015, auth.nonce),
    );
  }
  const header = (length: number) => {
    const h = Buffer.alloc(20);
    h.writeUInt16BE(0x0003, 0);
    h.writeUInt16BE(length, 2);
    h.writeUInt32BE(MAGIC, 4);
    id.copy(h, 8);
    return h;
  };
  let body = Buffer.concat(attributes);
  if (auth) {
    const key = createHash('md5').update(`${auth.username}:${REALM}:${auth.password}`).digest();
    const signed = Buffer.concat([header(body.length + 24), body]);
    const integrity = createHmac('sha1', key).update(signed).digest();
    body = Buffer.concat([body, attribute(0x0008, integrity)]);
  }
  return Buffer.concat([header(body.length), body]);
}

/** The answer's class and, for an error, its code and the nonce it carries. */
function read(message: Buffer): { success: boolean; code?: number; nonce?: Buffer } {
  const type = message.readUInt16BE(0);
  const result: { success: boolean; code?: number; nonce?: Buffer } = {
    success: type === 0x0103,
  };
  let at = 20;
  while (at + 4 <= message.length) {
    const kind = message.readUInt16BE(at);
    const length = message.readUInt16BE(at + 2);
    const value = message.subarray(at + 4, at + 4 + length);
    if (kind === 0x0009) result.code = value[2]! * 100 + value[3]!;
    if (kind === 0x0015) result.nonce = Buffer.from(value);
    at += 4 + Math.ceil(length / 4) * 4;
  }
  return result;
}

/** Asks the challenge, then sends the signed request from the same address (the nonce is tied to it). */
async function tryCredentials(port: number, username: string, password: string) {
  const socket = createSocket('udp4');
  const ask = (message: Buffer) =>
    new Promise<ReturnType<typeof read>>((done, fail) => {
      const timer = setTimeout(() => fail(new Error('no answer from the TURN server')), 3000);
      socket.once('message', (answer) => {
        clearTimeout(timer);
        done(read(answer));
      });
      socket.send(message, port, '127.0.0.1');
    });
  try {
    const challenge = await ask(allocate());
    expect(challenge.code).toBe(401);
    return await ask(allocate({ username, password, nonce: challenge.nonce! }));
  } finally {
    socket.close();
  }
}

describe('TURN credentials on the real TURN server', () => {
  let dir: string;
  let server: TurnServer;

  beforeAll(async () => {
    const binary = findTurnServer();
    if (!binary) throw new Error('coturn is not installed: apt-get install coturn (.ci/run does)');
    dir = await mkdtemp(join(tmpdir(), 'psycortex-turn-'));
    server = await startTurnServer({
      binary,
      dataDir: dir,
      secret: SECRET,
      realm: REALM,
      log: () => {},
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('relays for a participant whose credentials hold, until they expire', async () => {
    const valid = turnCredentials(
      SECRET,
      server.urls,
      ROOM,
      'client',
      new Date(Date.now() + 60_000),
    );
    const granted = await tryCredentials(server.port, valid.username, valid.credential);
    expect(granted.success).toBe(true);

    const expired = turnCredentials(
      SECRET,
      server.urls,
      ROOM,
      'client',
      new Date(Date.now() - 1000),
    );
    const late = await tryCredentials(server.port, expired.username, expired.credential);
    expect(late.success).toBe(false);
    expect(late.code).toBe(401);

    const forged = turnCredentials(
      'another-secret-entirely',
      server.urls,
      ROOM,
      'client',
      new Date(Date.now() + 60_000),
    );
    expect((await tryCredentials(server.port, forged.username, forged.credential)).success).toBe(
      false,
    );
  });
});
