import type { Config } from '@netlify/functions';
import { requireCustomer } from '../../src/server/auth/sessions.server.ts';
import { db } from '../../src/server/db/client.server.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { handler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';
import { getOrderView } from '../../src/server/orders/orders.server.ts';

/** One order for its owner; anyone else gets the same 404 as for an unknown order. */
export default handler(['GET'], async (request, context) => {
  const session = await requireCustomer(db(), request);
  const order = await getOrderView(db(), context.params.id ?? '', session.userId!);
  if (!order) throw notFound('We could not find that order.');
  return json({ order });
});

export const config: Config = { path: '/api/orders/:id' };
