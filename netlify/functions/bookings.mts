import type { Config } from '@netlify/functions';
import { type HoldAnswer, holdRequest, type MySessionsAnswer, type PATH } from '#/api/bookings.ts';
import { BOOKING_MESSAGES } from '#/features/booking/booking-messages.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { holdSlot } from '#/server/bookings/hold.server.ts';
import { holdLimits } from '#/server/bookings/hold-limits.ts';
import { listMySessions } from '#/server/bookings/my-sessions.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { json } from '#/server/http/respond.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';

/** GET: the signed-in customer's sessions and credits. POST: hold a slot for 10 minutes. */
export default handler(['GET', 'POST'], async (request, context) => {
  const signIn = await requireCustomer(db(), request);
  if (request.method === 'GET') {
    const mine: MySessionsAnswer = await listMySessions(db(), signIn.userId!);
    return json(mine, 200, { 'cache-control': 'private, no-store' });
  }
  const input = await readJson(request, holdRequest);
  await enforce(
    db(),
    holdLimits(signIn.userId!, visitorNetwork(context.ip)),
    BOOKING_MESSAGES.tooManyHolds,
    'too_many_holds',
  );
  const answer: HoldAnswer = { booking: await holdSlot(db(), signIn.userId!, input) };
  return json(answer, 201);
});

export const config: Config & { path: typeof PATH } = { path: '/api/bookings' };
