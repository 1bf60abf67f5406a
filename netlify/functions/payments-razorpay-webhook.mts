import type { Config } from '@netlify/functions';
import type { PATH, RazorpayWebhookAnswer } from '#/api/payments-razorpay-webhook.ts';
import { db } from '#/server/db/client.server.ts';
import { readText } from '#/server/http/body.ts';
import { badRequest } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { readRefundWebhook, readWebhook } from '#/server/payments/razorpay/gateway.server.ts';
import { settleRefund } from '#/server/payments/refunds.server.ts';
import { settlePayment } from '#/server/payments/settle.server.ts';

/**
 * Razorpay's webhook (payment.captured, payment.failed, order.paid, refund.processed,
 * refund.failed), verified by
 * X-Razorpay-Signature over the exact body. Events about other orders are acknowledged and
 * ignored so that Razorpay does not keep retrying them.
 */
export default handler(['POST'], async (request, context) => {
  const raw = await readText(request);
  const signature = request.headers.get('x-razorpay-signature') ?? '';
  // refund.processed and refund.failed settle a refund; every other event is about a payment.
  let refund: ReturnType<typeof readRefundWebhook>;
  try {
    refund = readRefundWebhook(raw, signature);
  } catch {
    throw badRequest('The webhook body could not be read.');
  }
  if (refund) {
    const settled = await settleRefund(db(), refund);
    context.waitUntil(sendDueEmails(db(), settled.emailIds));
    return json({ ok: true, result: settled.result } satisfies RazorpayWebhookAnswer);
  }
  let evidence: ReturnType<typeof readWebhook>;
  try {
    evidence = readWebhook(raw, signature);
  } catch {
    throw badRequest('The webhook body could not be read.');
  }
  if (!evidence) throw badRequest('The webhook signature does not match.');
  const settled = await settlePayment(db(), evidence, 'notification');
  context.waitUntil(sendDueEmails(db(), settled.emailIds));
  return json({ ok: true, result: settled.result } satisfies RazorpayWebhookAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/payments/razorpay/webhook' };
