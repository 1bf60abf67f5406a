import type { Config } from '@netlify/functions';
import type { PATH } from '#/api/auth-oidc-callback.ts';
import {
  clearPendingCookie,
  finishSignIn,
  isProvider,
  loginErrorLocation,
  OidcError,
} from '#/server/auth/oidc.server.ts';
import { createCustomerSignIn } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { redirect } from '#/server/http/respond.ts';

/** The provider sends the browser back here: verify, sign in, go home; or back to login. */
export default handler(['GET'], async (request, context) => {
  const { provider } = context.params;
  if (!isProvider(provider)) throw notFound();
  try {
    const { userId, next } = await finishSignIn(db(), provider, request);
    const cookies = await createCustomerSignIn(db(), request, userId);
    return redirect(next, [clearPendingCookie(), ...cookies]);
  } catch (error) {
    if (!(error instanceof OidcError)) console.error(`[oidc] ${provider} callback failed:`, error);
    const code = error instanceof OidcError ? error.code : 'failed';
    return redirect(loginErrorLocation(code), [clearPendingCookie()]);
  }
});

export const config: Config & { path: typeof PATH } = { path: '/api/auth/oidc/:provider/callback' };
