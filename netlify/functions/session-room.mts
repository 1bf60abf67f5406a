import type { Config } from '@netlify/functions';
import {
  type JoinedAnswer,
  type PATH,
  type RoomState,
  roomJoinRequest,
  roomPollRequest,
} from '#/api/session-room.ts';
import { roomNameSchema } from '#/features/video/video-session.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { readQuery } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';
import { enterRoom, joinRoom, pollRoom } from '#/server/video/room.server.ts';

/**
 * A session's video room. POST: enter it in this tab (the client to the waiting room). GET: the
 * room's state and the signals addressed to this tab since the cursor, asked every second while
 * waiting, every 300 ms while the two browsers connect and every 3 seconds after.
 */
export default handler(['GET', 'POST'], async (request, context) => {
  const room = roomNameSchema.safeParse(context.params.room ?? '');
  if (!room.success) throw notFound('We could not find this session room.');
  if (request.method === 'GET') {
    const query = readQuery(request, roomPollRequest);
    const access = await enterRoom(db(), request, room.data, query.key);
    const state: RoomState = await pollRoom(db(), access, query.tab, query.after, {
      relay: query.relay === '1',
    });
    return json(state, 200, { 'cache-control': 'private, no-store' });
  }
  assertSameOrigin(request);
  const input = await readJson(request, roomJoinRequest);
  const access = await enterRoom(db(), request, room.data, input.key);
  await joinRoom(db(), access, input.tab);
  const answer: JoinedAnswer = { role: access.role };
  return json(answer, 200);
});

export const config: Config & { path: typeof PATH } = { path: '/api/session/:room' };
