import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { readForm } from '../../src/server/http/body.ts';
import { handler } from '../../src/server/http/handler.ts';
import { sendDueEmails } from '../../src/server/mail/send.ts';
import { readDatafeed } from '../../src/server/payments/paydollar.server.ts';
import { settlePayment } from '../../src/server/payments/settle.server.ts';

const text = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * PayDollar's server-to-server datafeed. Its Secure Hash is checked before anything is read;
 * PayDollar stops retrying once it reads "OK", which a repeat also gets.
 */
export default handler(['POST'], async (request, context) => {
  const evidence = readDatafeed(await readForm(request));
  if (!evidence) return text('Invalid secure hash', 400);
  const settled = await settlePayment(db(), evidence, 'notification');
  if (settled.result === 'unknown_order') return text('Unknown order', 404);
  context.waitUntil(sendDueEmails(db(), settled.emailIds));
  return text('OK');
});

export const config: Config = { path: '/api/payments/paydollar/datafeed', method: ['POST'] };
