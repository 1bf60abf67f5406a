import type { Config } from '@netlify/functions';
import { type ClientAnswer, type PATH, roomClientRequest } from '#/api/session-room-client.ts';
import { roomNameSchema } from '#/features/video/video-session.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { admitOrRemove, enterRoom } from '#/server/video/room.server.ts';

/** The clinician lets the waiting client in (admit) or closes their place (remove). */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const room = roomNameSchema.safeParse(context.params.room ?? '');
  if (!room.success) throw notFound('We could not find this session room.');
  const input = await readJson(request, roomClientRequest);
  const access = await enterRoom(db(), request, room.data, input.key);
  await admitOrRemove(db(), access, input.tab, input.action);
  const answer: ClientAnswer = { client: input.action === 'admit' ? 'admitted' : 'removed' };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/session/:room/client' };
