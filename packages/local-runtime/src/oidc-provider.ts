import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { readText } from './body.ts';
import { escapeHtml } from './html.ts';

/**
 * A minimal, real OpenID Connect provider for local sign-in: discovery, JWKS (an RS256 key made
 * at start), an authorize page that takes an email and a name, and a token endpoint that checks
 * the client's credentials, the one-time code, the redirect URI and the PKCE verifier (S256).
 * It serves one issuer per provider under /_dev/oidc/<provider>.
 */

export const OIDC_DEV_PREFIX = '/_dev/oidc';

export interface OidcClient {
  clientId: string;
  clientSecret: string;
}

interface IssuedCode {
  provider: string;
  issuer: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  email: string;
  name: string;
  emailVerified: boolean;
  expiresAt: number;
}

export interface OidcProvider {
  handle(request: Request): Promise<Response | undefined>;
}

const LABELS: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };
const CODE_SECONDS = 120;

function b64urlSha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function tokenError(error: string, description: string, status = 400): Response {
  return Response.json(
    { error, error_description: description },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

function page(title: string, body: string, status = 200): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
    {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'none'; form-action 'self' http: https:; frame-ancestors 'none'",
      },
    },
  );
}

const AUTH_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
] as const;

export async function createOidcProvider(
  clients: Record<string, OidcClient>,
): Promise<OidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();

  async function authorize(request: Request, provider: string, issuer: string): Promise<Response> {
    const client = clients[provider]!;
    const label = LABELS[provider] ?? provider;
    const params =
      request.method === 'POST'
        ? new URLSearchParams(await readText(request))
        : new URL(request.url).searchParams;
    const get = (name: string) => params.get(name) ?? '';
    const problems: string[] = [];
    if (get('client_id') !== client.clientId) problems.push('unknown client_id');
    if (get('response_type') !== 'code') problems.push('response_type must be code');
    if (!get('scope').split(' ').includes('openid')) problems.push('scope must include openid');
    if (!get('redirect_uri')) problems.push('redirect_uri is missing');
    if (get('code_challenge_method') !== 'S256' || !get('code_challenge'))
      problems.push('a S256 code_challenge is required');
    if (problems.length > 0) {
      return page(
        `${label} sign-in error`,
        `<h1>${escapeHtml(label)} sign-in error</h1><p>${escapeHtml(problems.join('; '))}</p>`,
        400,
      );
    }
    if (request.method === 'GET') {
      const hidden = AUTH_PARAMS.map(
        (name) => `<input type="hidden" name="${name}" value="${escapeHtml(get(name))}">`,
      ).join('');
      return page(
        `Sign in with ${label} (local)`,
        `<h1>Sign in with ${escapeHtml(label)}</h1>
<p>Local test provider: any email and name sign you in.</p>
<form method="post">${hidden}
<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="email"></p>
<p><label for="name">Name</label><br><input id="name" name="name" type="text" autocomplete="name"></p>
<p><input id="email_verified" name="email_verified" type="checkbox" value="true" checked> <label for="email_verified">Email verified</label></p>
<p><button type="submit">Sign in</button></p>
</form>`,
      );
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      provider,
      issuer,
      clientId: get('client_id'),
      redirectUri: get('redirect_uri'),
      codeChallenge: get('code_challenge'),
      nonce: get('nonce'),
      email: get('email').trim(),
      name: get('name').trim(),
      emailVerified: get('email_verified') === 'true',
      expiresAt: Date.now() + CODE_SECONDS * 1000,
    });
    const target = new URL(get('redirect_uri'));
    target.searchParams.set('code', code);
    if (get('state')) target.searchParams.set('state', get('state'));
    target.searchParams.set('iss', issuer);
    return new Response(null, { status: 302, headers: { location: target.href } });
  }

  async function token(request: Request, provider: string, issuer: string): Promise<Response> {
    const client = clients[provider]!;
    const form = new URLSearchParams(await readText(request));
    let clientId = form.get('client_id') ?? '';
    let clientSecret = form.get('client_secret') ?? '';
    const basic = request.headers.get('authorization');
    if (basic?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(basic.slice(6), 'base64').toString().split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    if (!same(clientId, client.clientId) || !same(clientSecret, client.clientSecret)) {
      return tokenError('invalid_client', 'client authentication failed', 401);
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return tokenError('unsupported_grant_type', 'only authorization_code');
    }
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (
      !issued ||
      issued.provider !== provider ||
      issued.expiresAt < Date.now() ||
      issued.clientId !== clientId ||
      issued.redirectUri !== form.get('redirect_uri') ||
      b64urlSha256(form.get('code_verifier') ?? '') !== issued.codeChallenge
    ) {
      return tokenError('invalid_grant', 'code, redirect_uri or code_verifier is wrong');
    }
    const claims: Record<string, unknown> = {};
    if (issued.email) {
      claims.email = issued.email;
      claims.email_verified = issued.emailVerified;
    }
    if (issued.name) claims.name = issued.name;
    if (issued.nonce) claims.nonce = issued.nonce;
    const subject = b64urlSha256(`${issuer}|${issued.email.toLowerCase()}`).slice(0, 24);
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    return Response.json(
      {
        access_token: randomBytes(24).toString('base64url'),
        token_type: 'Bearer',
        expires_in: 600,
        scope: 'openid email profile',
        id_token: idToken,
      },
      { headers: { 'cache-control': 'no-store', pragma: 'no-cache' } },
    );
  }

  return {
    async handle(request) {
      const url = new URL(request.url);
      const match = /^\/_dev\/oidc\/([a-z]+)(\/.*)$/.exec(url.pathname);
      if (!match) return undefined;
      const [, provider = '', rest] = match;
      if (!clients[provider]) return undefined;
      const issuer = `${url.origin}${OIDC_DEV_PREFIX}/${provider}`;
      if (rest === '/.well-known/openid-configuration' && request.method === 'GET') {
        return Response.json({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          code_challenge_methods_supported: ['S256'],
          claims_supported: ['iss', 'aud', 'sub', 'email', 'email_verified', 'name', 'nonce'],
        });
      }
      if (rest === '/jwks' && request.method === 'GET') return Response.json({ keys: [jwk] });
      if (rest === '/authorize' && (request.method === 'GET' || request.method === 'POST')) {
        return authorize(request, provider, issuer);
      }
      if (rest === '/token' && request.method === 'POST') return token(request, provider, issuer);
      return undefined;
    },
  };
}

/** The local clients: fixed ids (`<prefix>-google`, `<prefix>-microsoft`), secrets made per start. */
export function localOidcClients(prefix = 'local'): Record<string, OidcClient> {
  return {
    google: {
      clientId: `${prefix}-google`,
      clientSecret: randomBytes(24).toString('base64url'),
    },
    microsoft: {
      clientId: `${prefix}-microsoft`,
      clientSecret: randomBytes(24).toString('base64url'),
    },
  };
}
