import type { Config } from '@netlify/functions';
import { type PATH, roomSignalRequest, type SignalSentAnswer } from '#/api/session-room-signals.ts';
import { roomNameSchema } from '#/features/video/video-session.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { enterRoom, sendSignal } from '#/server/video/room.server.ts';

/** An offer, an answer, the gathered candidates or a goodbye, to the room's other participant. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const room = roomNameSchema.safeParse(context.params.room ?? '');
  if (!room.success) throw notFound('We could not find this session room.');
  const input = await readJson(request, roomSignalRequest);
  const access = await enterRoom(db(), request, room.data, input.key);
  await sendSignal(db(), access, input.tab, input.signal);
  const answer: SignalSentAnswer = { sent: true };
  return json(answer, 202);
});

export const config: Config & { path: typeof PATH } = { path: '/api/session/:room/signals' };
