import type { Config } from '@netlify/functions';
import { db } from '#/server/db/client.server.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { reconcileOrders } from '#/server/payments/reconcile.server.ts';
import { reconcileRefunds } from '#/server/payments/refunds.server.ts';

/** Every 10 minutes: asks the providers about unsettled orders and refunds (also `npm run payments:reconcile`). */
export default async (): Promise<Response> => {
  const report = await reconcileOrders(db());
  // Refunds the provider has not confirmed yet (PayDollar reports them only when asked).
  const refunds = await reconcileRefunds(db());
  await sendDueEmails(db(), [...report.emailIds, ...refunds.emailIds]);
  console.log(`[payments] reconcile ${JSON.stringify({ ...report, emailIds: undefined })}`);
  console.log(
    `[payments] refunds checked: ${refunds.checked}, left for the next run: ${refunds.deferred}`,
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/10 * * * *' };
