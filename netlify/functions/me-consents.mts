import type { Config } from '@netlify/functions';
import { PRIVACY_MESSAGES } from '../../src/lib/privacy.ts';
import { requireCustomer } from '../../src/server/auth/sessions.server.ts';
import { db } from '../../src/server/db/client.server.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { handler } from '../../src/server/http/handler.ts';
import { assertSameOrigin } from '../../src/server/http/origin.ts';
import { json } from '../../src/server/http/respond.ts';
import { withdrawNewsletter } from '../../src/server/newsletter/newsletter.server.ts';

/** Withdraws a consent in one click, as easily as it was given. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const session = await requireCustomer(db(), request);
  if (context.params.purpose !== 'newsletter')
    throw notFound('There is no such consent to withdraw.');
  await withdrawNewsletter(db(), session.userId!);
  return json({ message: PRIVACY_MESSAGES.consentWithdrawn });
});

export const config: Config = { path: '/api/me/consents/:purpose/withdraw' };
