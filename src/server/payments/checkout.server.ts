import type { CheckoutStart } from '#/api/orders.ts';
import type { CheckoutInput } from '#/features/checkout/schemas.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { HttpError } from '#/server/http/errors.ts';
import { placeOrder, recordAttempt } from '#/server/orders/orders.server.ts';
import { GatewayError } from './gateway.ts';
import { gatewayFor } from './gateways.ts';

/**
 * Pay Now: the order is priced and stored as pending, the provider is told about it, and the
 * attempt is recorded, all before the browser leaves for the payment page.
 */
export async function startCheckout(
  database: Db,
  userId: string,
  input: CheckoutInput,
): Promise<CheckoutStart> {
  const gateway = gatewayFor(input.provider);
  if (!gateway.available()) {
    throw new HttpError(
      400,
      'provider_unavailable',
      'This payment option is not available right now. Please choose another one.',
      { fields: { provider: 'This payment option is not available right now.' } },
    );
  }
  const order = await placeOrder(database, userId, input);
  let form: Awaited<ReturnType<typeof gateway.start>>;
  try {
    form = await gateway.start({ ...order, locale: input.locale }, config().SITE_URL);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error(`[payments] starting ${order.reference}: ${error.message}`);
    throw new HttpError(
      502,
      'provider_unreachable',
      'We could not reach the payment provider. Nothing has been charged; please try again in a moment.',
    );
  }
  await recordAttempt(database, order, input.provider, form);
  return {
    order: { reference: order.reference, status: 'pending', total: order.totalPaise },
    payment: { method: 'POST', action: form.action, fields: form.fields },
  };
}
