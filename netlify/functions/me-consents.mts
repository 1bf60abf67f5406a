import type { Config } from '@netlify/functions';
import type { PATH, WithdrawConsentAnswer } from '#/api/me-consents.ts';
import { PRIVACY_MESSAGES } from '#/features/privacy/privacy.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { withdrawNewsletter } from '#/server/newsletter/newsletter.server.ts';

/** Withdraws a consent in one click, as easily as it was given. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const signIn = await requireCustomer(db(), request);
  if (context.params.purpose !== 'newsletter')
    throw notFound('There is no such consent to withdraw.');
  await withdrawNewsletter(db(), signIn.userId!);
  return json({ message: PRIVACY_MESSAGES.consentWithdrawn } satisfies WithdrawConsentAnswer);
});

export const config: Config & { path: typeof PATH } = {
  path: '/api/me/consents/:purpose/withdraw',
};
