import type { Config } from '@netlify/functions';
import type { CancelOrderAnswer, PATH } from '#/api/order-cancel.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { cancelOrder } from '#/server/orders/orders.server.ts';

/** The customer pressed Cancel on the payment page: their pending order is cancelled. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const signIn = await requireCustomer(db(), request);
  const order = await cancelOrder(db(), context.params.reference ?? '', signIn.userId!);
  if (!order) throw notFound('We could not find that order.');
  return json({ order } satisfies CancelOrderAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/orders/:reference/cancel' };
