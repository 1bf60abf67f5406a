import type { Config } from '@netlify/functions';
import type { PATH, SubscribeAnswer } from '#/api/newsletter.ts';
import { NEWSLETTER_MESSAGES } from '#/features/newsletter/newsletter.ts';
import { subscribeSchema } from '#/features/newsletter/schemas.ts';
import { mailboxKey } from '#/lib/email.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { enforce } from '#/server/http/rate-limit.server.ts';
import { errorResponse, json } from '#/server/http/respond.ts';
import { visitorNetwork } from '#/server/http/visitor.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { subscribe } from '#/server/newsletter/newsletter.server.ts';

/**
 * The footer's subscribe form. A new address is pending until the link e-mailed to it is
 * followed (newsletter-confirm.mts); the form's answer is the specification's either way.
 */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const { email } = await readJson(request, subscribeSchema);
  await enforce(
    db(),
    [
      { bucket: `newsletter:net:${visitorNetwork(context.ip)}`, max: 20, windowSeconds: 600 },
      // `boss+1@` and `boss+2@` reach the same mailbox: they share its count. Each new address
      // is sent a confirmation link, so the day is counted too.
      { bucket: `newsletter:email:${mailboxKey(email)}`, max: 5, windowSeconds: 600 },
      { bucket: `newsletter:email-day:${mailboxKey(email)}`, max: 10, windowSeconds: 86_400 },
    ],
    'Too many attempts. Please try again in a few minutes.',
  );
  const result = await subscribe(db(), email);
  if (result.status === 'exists')
    return errorResponse(409, 'already_subscribed', NEWSLETTER_MESSAGES.exists);
  if (result.status === 'added' && result.emailId)
    context.waitUntil(sendDueEmails(db(), [result.emailId]));
  return json({ message: NEWSLETTER_MESSAGES.added } satisfies SubscribeAnswer, 201);
});

export const config: Config & { path: typeof PATH } = { path: '/api/newsletter' };
