import type { Config } from '@netlify/functions';
import type { PATH, PurchasesAnswer } from '#/api/purchases.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { listPurchases } from '#/server/orders/orders.server.ts';

/** The signed-in customer's purchased items: every line of their paid orders. */
export default handler(['GET'], async (request) => {
  const signIn = await requireCustomer(db(), request);
  return json({ items: await listPurchases(db(), signIn.userId!) } satisfies PurchasesAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/me/purchases' };
