import type { Config } from '@netlify/functions';
import type { EraseAnswer, PATH } from '#/api/me-erase.ts';
import { PRIVACY_MESSAGES } from '#/features/privacy/privacy.ts';
import { eraseSchema } from '#/features/privacy/schemas.ts';
import { clearedCookies, requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json, setCookies } from '#/server/http/respond.ts';
import { eraseAccount } from '#/server/privacy/privacy.server.ts';

/** Erases the signed-in customer's account and personal data at once (invoices excepted). */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  const signIn = await requireCustomer(db(), request);
  await readJson(request, eraseSchema);
  await eraseAccount(db(), signIn.userId!);
  return setCookies(
    json({ message: PRIVACY_MESSAGES.erased } satisfies EraseAnswer),
    clearedCookies('customer'),
  );
});

export const config: Config & { path: typeof PATH } = { path: '/api/me/erase' };
