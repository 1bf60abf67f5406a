import type { Config } from '@netlify/functions';
import type { NameAnswer, PATH } from '#/api/me-name.ts';
import { nameSchema } from '#/features/account/schemas.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { setUserName } from '#/server/auth/users.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';

/** The name a new customer gives after their first login; the rest of the profile stays. */
export default handler(['PUT'], async (request) => {
  assertSameOrigin(request);
  const signIn = await requireCustomer(db(), request);
  const { name } = await readJson(request, nameSchema);
  await setUserName(db(), signIn.userId!, name);
  return json({ name } satisfies NameAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/me/name' };
