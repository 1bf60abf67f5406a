import type { Config } from '@netlify/functions';
import { nameSchema } from '../../src/lib/schemas.ts';
import { requireCustomer } from '../../src/server/auth/sessions.server.ts';
import { setUserName } from '../../src/server/auth/users.server.ts';
import { db } from '../../src/server/db/client.server.ts';
import { readJson } from '../../src/server/http/body.ts';
import { handler } from '../../src/server/http/handler.ts';
import { assertSameOrigin } from '../../src/server/http/origin.ts';
import { json } from '../../src/server/http/respond.ts';

/** The name a new customer gives after their first login; the rest of the profile stays. */
export default handler(['PUT'], async (request) => {
  assertSameOrigin(request);
  const session = await requireCustomer(db(), request);
  const { name } = await readJson(request, nameSchema);
  await setUserName(db(), session.userId!, name);
  return json({ name });
});

export const config: Config = { path: '/api/me/name' };
