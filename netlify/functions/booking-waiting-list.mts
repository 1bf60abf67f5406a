import type { Config } from '@netlify/functions';
import { waitingListSchema } from '#/features/booking/schemas.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { joinWaitingList } from '#/server/bookings/waiting-list.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';

/** POST: the signed-in customer asks to be told when the clinician has a time free. */
export default handler(['POST'], async (request) => {
  const signIn = await requireCustomer(db(), request);
  const input = await readJson(request, waitingListSchema);
  const { position } = await joinWaitingList(db(), signIn.userId!, input);
  return json({ position }, 201);
});

export const config: Config = { path: '/api/booking/waiting-list' };
