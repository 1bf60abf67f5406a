import type { Config } from '@netlify/functions';
import type { PATH } from '#/api/auth-oidc-start.ts';
import {
  isProvider,
  loginErrorLocation,
  OidcError,
  startSignIn,
} from '#/server/auth/oidc.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { redirect } from '#/server/http/respond.ts';

/** Sign In with Google / Microsoft: remembers PKCE, state and nonce, then goes to the provider. */
export default handler(['GET'], async (request, context) => {
  const { provider } = context.params;
  if (!isProvider(provider)) throw notFound();
  try {
    const next = new URL(request.url).searchParams.get('next') ?? undefined;
    const { location, cookie } = await startSignIn(provider, next);
    return redirect(location, [cookie]);
  } catch (error) {
    if (error instanceof OidcError) return redirect(loginErrorLocation(error.code));
    console.error(`[oidc] ${provider} start failed:`, error);
    return redirect(loginErrorLocation('failed'));
  }
});

export const config: Config & { path: typeof PATH } = { path: '/api/auth/oidc/:provider/start' };
