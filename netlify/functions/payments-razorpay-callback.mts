import type { Config } from '@netlify/functions';
import type { PATH } from '#/api/payments-razorpay-callback.ts';
import { localizedPath } from '#/lib/i18n.ts';
import { db } from '#/server/db/client.server.ts';
import { readForm } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { redirect } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { handleRazorpayReturn } from '#/server/payments/razorpay/return.server.ts';

/** Razorpay's checkout sends the browser back here (a cross-site form post), then to the order. */
export default handler(['POST'], async (request, context) => {
  const { reference, locale, emailIds } = await handleRazorpayReturn(db(), await readForm(request));
  context.waitUntil(sendDueEmails(db(), emailIds));
  // Back to the order page (or the cart) in the language the order was placed in.
  return redirect(localizedPath(locale, reference ? `/user/order/${reference}` : '/user/mycart'));
});

export const config: Config & { path: typeof PATH } = { path: '/api/payments/razorpay/callback' };
