import type { Config } from '@netlify/functions';
import { DATAFEED_ACK, type PATH } from '#/api/payments-paydollar-datafeed.ts';
import { db } from '#/server/db/client.server.ts';
import { readForm } from '#/server/http/body.ts';
import { badRequest, notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { readDatafeed } from '#/server/payments/paydollar/gateway.server.ts';
import { settlePayment } from '#/server/payments/settle.server.ts';

const ok = () =>
  new Response(DATAFEED_ACK, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * PayDollar's server-to-server datafeed. Its Secure Hash is checked before anything is read;
 * PayDollar stops retrying once it reads "OK", which a repeat also gets; anything else is a
 * JSON error like every other function's.
 */
export default handler(['POST'], async (request, context) => {
  const evidence = readDatafeed(await readForm(request));
  if (!evidence) throw badRequest('The secure hash does not match.');
  const settled = await settlePayment(db(), evidence, 'notification');
  if (settled.result === 'unknown_order') throw notFound('No order has that reference.');
  context.waitUntil(sendDueEmails(db(), settled.emailIds));
  return ok();
});

export const config: Config & { path: typeof PATH } = { path: '/api/payments/paydollar/datafeed' };
