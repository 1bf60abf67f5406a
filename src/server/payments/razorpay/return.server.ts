import type { Locale } from '#/lib/i18n.ts';
import type { Db } from '#/server/db/client.server.ts';
import { GatewayError } from '#/server/payments/gateway.ts';
import { settlePayment } from '#/server/payments/settle.server.ts';
import { razorpay, readCheckoutReturn } from './gateway.server.ts';

/** The order a Razorpay order id was made for, and the language it was placed in. */
async function orderFor(
  database: Db,
  razorpayOrderId: string,
): Promise<{ reference: string; locale: Locale } | undefined> {
  return database
    .selectFrom('payment_attempts as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .select(['o.reference', 'o.locale'])
    .where('a.provider', '=', 'razorpay')
    .where('a.provider_order_id', '=', razorpayOrderId)
    .executeTakeFirst() as Promise<{ reference: string; locale: Locale } | undefined>;
}

function metadataOrderId(fields: Record<string, string>): string | undefined {
  try {
    const metadata = JSON.parse(fields['error[metadata]'] ?? '{}') as { order_id?: unknown };
    return typeof metadata.order_id === 'string' ? metadata.order_id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser's return from Razorpay's checkout. What it posts is only a hint: a successful
 * return must carry Razorpay's signature over the order and payment ids, and even then the
 * payment's state is read from Razorpay's API. A failure return makes us ask Razorpay too.
 * Answers the order reference to show (if any), in the language the order was placed in, and the
 * e-mails to send.
 */
export async function handleRazorpayReturn(
  database: Db,
  fields: Record<string, string>,
): Promise<{ reference: string | undefined; locale: Locale; emailIds: string[] }> {
  const orderId = fields.razorpay_order_id || metadataOrderId(fields);
  if (!orderId) return { reference: undefined, locale: 'en', emailIds: [] };
  const order = await orderFor(database, orderId);
  if (!order) return { reference: undefined, locale: 'en', emailIds: [] };
  const { reference, locale } = order;
  const emailIds: string[] = [];
  try {
    const evidences =
      fields.razorpay_payment_id && fields.razorpay_signature
        ? [
            await readCheckoutReturn({
              orderId,
              paymentId: fields.razorpay_payment_id,
              signature: fields.razorpay_signature,
            }),
          ]
        : await razorpay.query(orderId);
    for (const evidence of evidences) {
      if (!evidence) continue;
      emailIds.push(...(await settlePayment(database, evidence, 'return')).emailIds);
    }
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The webhook or the next reconciliation will settle it; the order page shows "pending".
    console.error(`[payments] Razorpay return for ${reference}: ${error.message}`);
  }
  return { reference, locale, emailIds };
}
