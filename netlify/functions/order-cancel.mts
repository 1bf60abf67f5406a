import type { Config } from '@netlify/functions';
import { requireCustomer } from '../../src/server/auth/sessions.server.ts';
import { db } from '../../src/server/db/client.server.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { handler } from '../../src/server/http/handler.ts';
import { assertSameOrigin } from '../../src/server/http/origin.ts';
import { json } from '../../src/server/http/respond.ts';
import { cancelOrder } from '../../src/server/orders/orders.server.ts';

/** The customer pressed Cancel on the payment page: their pending order is cancelled. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const session = await requireCustomer(db(), request);
  const order = await cancelOrder(db(), context.params.id ?? '', session.userId!);
  if (!order) throw notFound('We could not find that order.');
  return json({ order });
});

export const config: Config = { path: '/api/orders/:id/cancel' };
