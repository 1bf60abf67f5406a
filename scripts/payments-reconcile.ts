/**
 * `npm run payments:reconcile`: asks the payment providers about unsettled orders now, as the
 * scheduled function does every 10 minutes. With DATABASE_URL and the providers' variables set
 * (production) it runs here; otherwise it asks the running local site (npm start) to run it.
 */
import { closeDb, db } from '#/server/db/client.server.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { reconcileOrders } from '#/server/payments/reconcile.server.ts';

const configured =
  process.env.DATABASE_URL && (process.env.RAZORPAY_KEY_ID || process.env.PAYDOLLAR_MERCHANT_ID);

if (configured) {
  try {
    // By hand there is no 30 s limit: every order the run selects is checked.
    const report = await reconcileOrders(db(), new Date(), 100, Number.POSITIVE_INFINITY);
    const mail = await sendDueEmails(db(), report.emailIds);
    console.log(
      `Checked ${report.checked} order(s): ${report.settled} settled, ${report.expired} expired, ${report.errors} provider error(s); ${mail.sent} e-mail(s) sent.`,
    );
    if (report.errors > 0) process.exitCode = 1;
  } finally {
    await closeDb();
  }
} else {
  const site = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 8888}`;
  const response = await fetch(`${site}/_dev/run/payments-reconcile`, { method: 'POST' }).catch(
    () => undefined,
  );
  if (!response?.ok) {
    console.error(
      `Could not run the reconciliation at ${site}. Start the local site (npm start), or set DATABASE_URL and the payment providers' variables.`,
    );
    process.exit(1);
  }
  console.log('Reconciliation ran on the local site; its log shows the report.');
}
