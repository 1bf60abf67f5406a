import type { Config } from '@netlify/functions';
import type { PATH } from '#/api/newsletter-confirm.ts';
import { db } from '#/server/db/client.server.ts';
import { readForm } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { redirect } from '#/server/http/respond.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { confirmSubscription } from '#/server/newsletter/newsletter.server.ts';

const TOKEN = /^[\w-]{32,64}$/;

/**
 * The button of /newsletter/confirm, the page the confirmation e-mail links to: a form post of
 * the link's token. A link alone confirms nothing, since mail scanners open links on their own;
 * the person's click on the page does. Lands on /newsletter/confirmed, or on
 * /newsletter/link-expired for a lapsed, replaced or unknown link.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { token = '' } = await readForm(request);
  const result = TOKEN.test(token) ? await confirmSubscription(db(), token) : undefined;
  if (result?.status === 'confirmed' && result.emailId)
    context.waitUntil(sendDueEmails(db(), [result.emailId]));
  const confirmed = result?.status === 'confirmed' || result?.status === 'already_confirmed';
  return redirect(confirmed ? '/newsletter/confirmed' : '/newsletter/link-expired');
});

export const config: Config & { path: typeof PATH } = { path: '/api/newsletter/confirm' };
