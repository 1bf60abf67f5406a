import type { Config } from '@netlify/functions';
import type { MeAnswer, PATH } from '#/api/me.ts';
import {
  CUSTOMER_COOKIE,
  clearedCookies,
  findSignIn,
  notSignedIn,
  readCookie,
} from '#/server/auth/sign-ins.server.ts';
import { getPublicUser } from '#/server/auth/users.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler, toErrorResponse } from '#/server/http/handler.ts';
import { json, setCookies } from '#/server/http/respond.ts';

/** The signed-in customer's profile; 401 (and the cookies cleared) otherwise. */
export default handler(['GET'], async (request) => {
  const token = readCookie(request, CUSTOMER_COOKIE);
  const signIn = await findSignIn(db(), token);
  const user =
    signIn?.kind === 'customer' && signIn.userId
      ? await getPublicUser(db(), signIn.userId)
      : undefined;
  if (!user) return setCookies(toErrorResponse(notSignedIn()), clearedCookies('customer'));
  return json({ user } satisfies MeAnswer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/me' };
