import { createHmac, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { type OidcErrorCode, safeNextPath } from '#/lib/auth.ts';
import { normaliseEmail } from '#/lib/email.ts';
import { config } from '#/server/config.ts';
import type { Db } from '#/server/db/client.server.ts';
import { readCookie } from './sign-ins.server.ts';
import { findOrCreateUserByEmail, findUserByIdentity, linkIdentity } from './users.server.ts';

/**
 * Sign In with Google and Microsoft: OpenID Connect authorization code flow with PKCE, state
 * and nonce. The verifier, state and nonce wait in a signed, 10-minute, HttpOnly cookie; the
 * ID token is verified here (signature from the issuer's JWKS, iss, aud, exp, nonce).
 */

export const OIDC_PROVIDERS = ['google', 'microsoft'] as const;
export type OidcProviderId = (typeof OIDC_PROVIDERS)[number];

export const OIDC_COOKIE = '__Host-psy_oidc';
export const OIDC_COOKIE_SECONDS = 10 * 60;

export function isProvider(value: string | undefined): value is OidcProviderId {
  return (OIDC_PROVIDERS as readonly string[]).includes(value ?? '');
}

interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** A provider is offered only when its issuer, client id and secret are all set. */
export function providerSettings(provider: OidcProviderId): ProviderSettings | undefined {
  const c = config();
  const [issuer, clientId, clientSecret] =
    provider === 'google'
      ? [c.GOOGLE_OIDC_ISSUER, c.GOOGLE_CLIENT_ID, c.GOOGLE_CLIENT_SECRET]
      : [c.MICROSOFT_OIDC_ISSUER, c.MICROSOFT_CLIENT_ID, c.MICROSOFT_CLIENT_SECRET];
  if (!issuer || !clientId || !clientSecret) return undefined;
  return { issuer, clientId, clientSecret };
}

const discovered = new Map<string, Promise<client.Configuration>>();

async function clientConfiguration(settings: ProviderSettings): Promise<client.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}|${settings.clientSecret}`;
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = new URL(settings.issuer);
    // Plain HTTP only for the local provider of the embedded runtime.
    const insecure = issuer.protocol === 'http:' && config().PSYCORTEX_EMBEDDED === '1';
    pending = client.discovery(
      issuer,
      settings.clientId,
      undefined,
      client.ClientSecretPost(settings.clientSecret),
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    discovered.set(key, pending);
    pending.catch(() => discovered.delete(key));
  }
  return pending;
}

export function callbackUrl(provider: OidcProviderId): string {
  return `${config().SITE_URL.replace(/\/$/, '')}/api/auth/oidc/${provider}/callback`;
}

interface PendingSignIn {
  provider: OidcProviderId;
  /** Where to go after signing in: a path of this site, checked before it is stored. */
  next?: string;
  verifier: string;
  state: string;
  nonce: string;
  expires: number;
}

function sign(payload: string): string {
  return createHmac('sha256', config().OTP_SECRET).update(`oidc|${payload}`).digest('base64url');
}

function encodePending(pending: PendingSignIn): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

function decodePending(value: string | undefined): PendingSignIn | undefined {
  if (!value) return undefined;
  const [payload = '', mac = ''] = value.split('.');
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const pending = JSON.parse(Buffer.from(payload, 'base64url').toString()) as PendingSignIn;
    return pending.expires > Date.now() ? pending : undefined;
  } catch {
    return undefined;
  }
}

function pendingCookie(value: string | null): string {
  const maxAge = value ? OIDC_COOKIE_SECONDS : 0;
  return `${OIDC_COOKIE}=${value ?? ''}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** Clears the pending sign-in cookie, whatever the callback's outcome. */
export const clearPendingCookie = () => pendingCookie(null);

export class OidcError extends Error {
  readonly code: OidcErrorCode;
  constructor(code: OidcErrorCode, detail: string = code) {
    super(detail);
    this.name = 'OidcError';
    this.code = code;
  }
}

/** The provider's authorization URL and the cookie that remembers this attempt. */
export async function startSignIn(
  provider: OidcProviderId,
  next?: string,
): Promise<{ location: string; cookie: string }> {
  const settings = providerSettings(provider);
  if (!settings) throw new OidcError('unavailable');
  const configuration = await clientConfiguration(settings);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(provider),
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const cookie = pendingCookie(
    encodePending({
      provider,
      next: safeNextPath(next),
      verifier,
      state,
      nonce,
      expires: Date.now() + OIDC_COOKIE_SECONDS * 1000,
    }),
  );
  return { location: url.href, cookie };
}

/**
 * Completes the sign-in: checks state, exchanges the code with the PKCE verifier, verifies the
 * ID token and its nonce, and finds, links or creates the user. Throws OidcError.
 */
export async function finishSignIn(
  database: Db,
  provider: OidcProviderId,
  request: Request,
): Promise<{ userId: string; next: string }> {
  const settings = providerSettings(provider);
  if (!settings) throw new OidcError('unavailable');
  const pending = decodePending(readCookie(request, OIDC_COOKIE));
  if (!pending || pending.provider !== provider)
    throw new OidcError('failed', 'no pending sign-in');
  const configuration = await clientConfiguration(settings);
  // The redirect URI is the configured one, whatever host the request came through.
  const current = new URL(callbackUrl(provider));
  current.search = new URL(request.url).search;
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    console.warn(`[oidc] ${provider} sign-in rejected:`, (error as Error).message);
    throw new OidcError('failed', (error as Error).message);
  }
  if (!claims) throw new OidcError('failed', 'no ID token');

  const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : '';
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  if (!email || !name) throw new OidcError('invalid_user_data');
  const identity = { provider, issuer: claims.iss, subject: claims.sub, email };

  const next = safeNextPath(pending.next) ?? '/';
  const known = await findUserByIdentity(database, identity);
  if (known) return { userId: known, next };
  // Only an address the provider vouches for may open (or create) the account with that address.
  if (claims.email_verified !== true) throw new OidcError('unverified_email');
  const user = await findOrCreateUserByEmail(database, email, name);
  await linkIdentity(database, user.id, identity);
  return { userId: user.id, next };
}

/** Where the browser goes after a failed sign-in. */
export function loginErrorLocation(code: OidcErrorCode): string {
  return `/user/login?error=${code}`;
}
