import type { Config } from '@netlify/functions';
import type { OrderAnswer, PATH } from '#/api/order.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { getOrderView } from '#/server/orders/orders.server.ts';

/** One order for its owner; anyone else gets the same 404 as for an unknown order. */
export default handler(['GET'], async (request, context) => {
  const signIn = await requireCustomer(db(), request);
  const order = await getOrderView(db(), context.params.reference ?? '', signIn.userId!);
  if (!order) throw notFound('We could not find that order.');
  return json({ order } satisfies OrderAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/orders/:reference' };
