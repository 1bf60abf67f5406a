/** The provider sends the browser back here; it answers with a redirect, never JSON. */
export const PATH = '/api/auth/oidc/:provider/callback';
