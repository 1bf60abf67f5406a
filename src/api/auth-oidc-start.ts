/**
 * Sign In with Google / Microsoft: a link the browser follows and a redirect to the provider,
 * so there is no JSON answer and no call; the login page links to `oidcStartPath(provider)`.
 */
export const PATH = '/api/auth/oidc/:provider/start';

export const oidcStartPath = (provider: 'google' | 'microsoft') =>
  PATH.replace(':provider', provider);
