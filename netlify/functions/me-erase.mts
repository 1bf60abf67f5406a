import type { Config } from '@netlify/functions';
import { PRIVACY_MESSAGES } from '../../src/lib/privacy.ts';
import { eraseSchema } from '../../src/lib/schemas.ts';
import { clearedCookies, requireCustomer } from '../../src/server/auth/sessions.server.ts';
import { db } from '../../src/server/db/client.server.ts';
import { readJson } from '../../src/server/http/body.ts';
import { handler } from '../../src/server/http/handler.ts';
import { assertSameOrigin } from '../../src/server/http/origin.ts';
import { json, setCookies } from '../../src/server/http/respond.ts';
import { eraseAccount } from '../../src/server/privacy/privacy.server.ts';

/** Erases the signed-in customer's account and personal data at once (invoices excepted). */
export default handler(['POST'], async (request) => {
  assertSameOrigin(request);
  const session = await requireCustomer(db(), request);
  await readJson(request, eraseSchema);
  await eraseAccount(db(), session.userId!);
  return setCookies(json({ message: PRIVACY_MESSAGES.erased }), clearedCookies('customer'));
});

export const config: Config = { path: '/api/me/erase' };
