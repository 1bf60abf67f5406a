import type { Config } from '@netlify/functions';
import { db } from '#/server/db/client.server.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { reconcileOrders } from '#/server/payments/reconcile.server.ts';

/** Every 10 minutes: asks the providers about unsettled orders (also `npm run payments:reconcile`). */
export default async (): Promise<Response> => {
  const report = await reconcileOrders(db());
  await sendDueEmails(db(), report.emailIds);
  console.log(`[payments] reconcile ${JSON.stringify({ ...report, emailIds: undefined })}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/10 * * * *' };
