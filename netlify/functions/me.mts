import type { Config } from '@netlify/functions';
import {
  CUSTOMER_COOKIE,
  clearedCookies,
  findSession,
  notSignedIn,
  readCookie,
} from '../../src/server/auth/sessions.server.ts';
import { getPublicUser } from '../../src/server/auth/users.server.ts';
import { db } from '../../src/server/db/client.server.ts';
import { handler, toErrorResponse } from '../../src/server/http/handler.ts';
import { json, setCookies } from '../../src/server/http/respond.ts';

/** The signed-in customer's profile; 401 (and the cookies cleared) otherwise. */
export default handler(['GET'], async (request) => {
  const token = readCookie(request, CUSTOMER_COOKIE);
  const session = await findSession(db(), token);
  const user =
    session?.kind === 'customer' && session.userId
      ? await getPublicUser(db(), session.userId)
      : undefined;
  if (!user) return setCookies(toErrorResponse(notSignedIn()), clearedCookies('customer'));
  return json({ user });
});

export const config: Config = { path: '/api/me' };
