import type { Config } from '@netlify/functions';
import {
  type PATH,
  type WaitingListAnswer,
  waitingListRequest,
} from '#/api/booking-waiting-list.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { joinWaitingList } from '#/server/bookings/waiting-list.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';

/** POST: the signed-in customer asks to be told when the clinician has a time free. */
export default handler(['POST'], async (request) => {
  const signIn = await requireCustomer(db(), request);
  const input = await readJson(request, waitingListRequest);
  const { position } = await joinWaitingList(db(), signIn.userId!, input);
  const answer: WaitingListAnswer = { position };
  return json(answer, 201);
});

export const config: Config & { path: typeof PATH } = { path: '/api/booking/waiting-list' };
