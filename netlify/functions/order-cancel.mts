import type { Config } from '@netlify/functions';
import type { CancelOrderAnswer } from '#/api/order-cancel.ts';
import { requireCustomer } from '#/server/auth/sessions.server.ts';
import { db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { cancelOrder } from '#/server/orders/orders.server.ts';

/** The customer pressed Cancel on the payment page: their pending order is cancelled. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const session = await requireCustomer(db(), request);
  const order = await cancelOrder(db(), context.params.reference ?? '', session.userId!);
  if (!order) throw notFound('We could not find that order.');
  return json({ order } satisfies CancelOrderAnswer);
});

export const config: Config = { path: '/api/orders/:reference/cancel' };
