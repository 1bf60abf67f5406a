/**
 * Sign In with Google / Microsoft: a link the browser follows (`?next=` where to come back to)
 * and a redirect to the provider, so there is no JSON answer and no call.
 */
export const PATH = '/api/auth/oidc/:provider/start';
