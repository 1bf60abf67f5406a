import type { Config } from '@netlify/functions';
import type { CheckoutStart, PATH } from '#/api/orders.ts';
import { checkoutSchema } from '#/features/checkout/schemas.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { json } from '#/server/http/respond.ts';
import { startCheckout } from '#/server/payments/checkout.server.ts';

/** Pay Now: a pending order priced from the database, and the form to the payment page. */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  const signIn = await requireCustomer(db(), request);
  const input = await readJson(request, checkoutSchema);
  await enforce(
    db(),
    [{ bucket: `checkout:user:${signIn.userId}`, max: 20, windowSeconds: 3_600 }],
    'That is a lot of payment attempts in a short time. Please wait a few minutes and try again.',
  );
  return json((await startCheckout(db(), signIn.userId!, input)) satisfies CheckoutStart, 201);
});

export const config: Config & { path: typeof PATH } = { path: '/api/orders' };
