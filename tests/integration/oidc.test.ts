import { describe, expect, it } from 'vitest';
import { cookiePair, setCookieLine, useTestSite } from './helpers/site.ts';

interface Profile {
  email?: string;
  name?: string;
  verified?: boolean;
  /** Changes what is sent to the provider's authorize form (e.g. another nonce). */
  tamper?: (form: URLSearchParams) => void;
  /** Changes the callback URL the browser comes back to (e.g. another state). */
  tamperCallback?: (url: URL) => void;
  cookie?: string;
}

describe('Sign In with Google and Microsoft (OpenID Connect)', () => {
  const { db, site } = useTestSite();

  /** Start → the local provider's form → callback, as a browser would, without following. */
  async function signIn(provider: 'google' | 'microsoft', profile: Profile, next?: string) {
    const query = next === undefined ? '' : `?next=${encodeURIComponent(next)}`;
    const start = await fetch(`${site.url}/api/auth/oidc/${provider}/start${query}`, {
      redirect: 'manual',
      headers: profile.cookie ? { cookie: profile.cookie } : {},
    });
    expect(start.status).toBe(302);
    const pending = setCookieLine(start, '__Host-psy_oidc')!;
    expect(pending).toMatch(/HttpOnly/);
    expect(pending).toMatch(/Secure/);
    expect(pending).toMatch(/SameSite=Lax/);
    expect(pending).toMatch(/Max-Age=600/);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.pathname).toBe(`/_dev/oidc/${provider}/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    const form = new URLSearchParams(authorize.searchParams);
    form.set('email', profile.email ?? '');
    form.set('name', profile.name ?? '');
    if (profile.verified !== false) form.set('email_verified', 'true');
    profile.tamper?.(form);
    const consent = await fetch(authorize, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(consent.status).toBe(302);
    const callback = new URL(consent.headers.get('location')!);
    expect(callback.pathname).toBe(`/api/auth/oidc/${provider}/callback`);
    profile.tamperCallback?.(callback);
    const cookies = [cookiePair(start, '__Host-psy_oidc'), profile.cookie].filter(Boolean);
    const done = await fetch(callback, {
      redirect: 'manual',
      headers: { cookie: cookies.join('; ') },
    });
    return done;
  }

  const sessionOf = (response: Response) =>
    setCookieLine(response, '__Host-psy_session')?.split(';')[0];

  async function me(session: string) {
    const response = await fetch(`${site.url}/api/me`, { headers: { cookie: session } });
    return response.json();
  }

  it('an unknown provider is not found', async () => {
    const start = await fetch(`${site.url}/api/auth/oidc/yahoo/start`, { redirect: 'manual' });
    expect(start.status).toBe(404);
  });

  it('signs in with Google: creates the user and a session, and goes home', async () => {
    const response = await signIn('google', { email: 'Meera@Example.com', name: 'Meera Rao' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const session = sessionOf(response);
    expect(session).toBeTruthy();
    expect(setCookieLine(response, '__Host-psy_session')).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    // The pending sign-in cookie is cleared.
    expect(setCookieLine(response, '__Host-psy_oidc')).toMatch(/Max-Age=0/);
    const body = await me(session!);
    expect(JSON.stringify(body)).toContain('meera@example.com');
    expect(JSON.stringify(body)).toContain('Meera Rao');
    const identities = await db.selectFrom('identities').selectAll().execute();
    expect(identities).toHaveLength(1);
    expect(identities[0]).toMatchObject({ provider: 'google', email: 'meera@example.com' });
    expect(identities[0]!.issuer).toBe(`${site.url}/_dev/oidc/google`);
  });

  it('comes back to the page that asked for the login, but only to a path of this site', async () => {
    const back = await signIn(
      'google',
      { email: 'next@example.com', name: 'Next' },
      '/user/checkout',
    );
    expect(back.headers.get('location')).toBe('/user/checkout');
    for (const foreign of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const home = await signIn('microsoft', { email: 'next2@example.com', name: 'Next' }, foreign);
      expect(home.headers.get('location')).toBe('/');
    }
  });

  it('the same issuer and subject sign in to the same user; Microsoft links by verified email', async () => {
    const first = await signIn('google', { email: 'ravi@example.com', name: 'Ravi' });
    const second = await signIn('google', { email: 'ravi@example.com', name: 'Ravi K' });
    const third = await signIn('microsoft', { email: 'ravi@example.com', name: 'Ravi' });
    for (const r of [first, second, third]) expect(r.headers.get('location')).toBe('/');
    const users = await db.selectFrom('users').select(['id', 'email', 'name']).execute();
    expect(users).toHaveLength(1);
    const identities = await db.selectFrom('identities').selectAll().execute();
    expect(identities.map((i) => i.provider).sort()).toEqual(['google', 'microsoft']);
    expect(new Set(identities.map((i) => i.user_id))).toEqual(new Set([users[0]!.id]));
    expect(sessionOf(first)).not.toBe(sessionOf(second));
  });

  it('a wrong state is refused: back to login with an error, and no session', async () => {
    const response = await signIn('google', {
      email: 'x@example.com',
      name: 'X',
      tamperCallback: (url) => url.searchParams.set('state', 'forged-state'),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/user/login?error=failed');
    expect(sessionOf(response)).toBeUndefined();
    expect(await db.selectFrom('users').selectAll().execute()).toHaveLength(0);
    expect(await db.selectFrom('sign_ins').selectAll().execute()).toHaveLength(0);
  });

  it('a callback without the pending sign-in cookie is refused', async () => {
    const response = await fetch(`${site.url}/api/auth/oidc/google/callback?code=abc&state=def`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/user/login?error=failed');
    expect(sessionOf(response)).toBeUndefined();
  });

  it('an ID token minted with another nonce is refused', async () => {
    const response = await signIn('microsoft', {
      email: 'n@example.com',
      name: 'N',
      tamper: (form) => form.set('nonce', 'another-nonce'),
    });
    expect(response.headers.get('location')).toBe('/user/login?error=failed');
    expect(sessionOf(response)).toBeUndefined();
    expect(await db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });

  it('a profile without an email or a name ends in "Invalid user data provided." and logged out', async () => {
    for (const profile of [{ name: 'No Mail' }, { email: 'noname@example.com' }]) {
      const response = await signIn('google', profile);
      expect(response.headers.get('location')).toBe('/user/login?error=invalid_user_data');
      expect(sessionOf(response)).toBeUndefined();
    }
    expect(await db.selectFrom('users').selectAll().execute()).toHaveLength(0);
    const { oidcErrorMessage } = await import('#/lib/auth.ts');
    expect(oidcErrorMessage('invalid_user_data')).toBe('Invalid user data provided.');
    expect(oidcErrorMessage('<script>')).toBeUndefined();
  });

  it('an unverified email is not linked to an existing account', async () => {
    const existing = await db
      .insertInto('users')
      .values({ email: 'owner@example.com', name: 'Owner' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await signIn('microsoft', {
      email: 'owner@example.com',
      name: 'Impostor',
      verified: false,
    });
    expect(response.headers.get('location')).toBe('/user/login?error=unverified_email');
    expect(sessionOf(response)).toBeUndefined();
    expect(await db.selectFrom('identities').selectAll().execute()).toHaveLength(0);
    expect(await db.selectFrom('sign_ins').selectAll().execute()).toHaveLength(0);
    const users = await db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ id: existing.id, name: 'Owner' });
  });

  it('a provider without all of its variables is not offered', async () => {
    const { providerSettings, startSignIn } = await import('#/server/auth/oidc.server.ts');
    const { resetConfigCache } = await import('#/server/config.ts');
    const saved = process.env.MICROSOFT_CLIENT_SECRET;
    delete process.env.MICROSOFT_CLIENT_SECRET;
    resetConfigCache();
    try {
      expect(providerSettings('microsoft')).toBeUndefined();
      expect(providerSettings('google')).toMatchObject({ issuer: `${site.url}/_dev/oidc/google` });
      await expect(startSignIn('microsoft')).rejects.toMatchObject({ code: 'unavailable' });
    } finally {
      process.env.MICROSOFT_CLIENT_SECRET = saved;
      resetConfigCache();
    }
  });

  it('the token endpoint checks the PKCE verifier and the client secret', async () => {
    const start = await fetch(`${site.url}/api/auth/oidc/google/start`, { redirect: 'manual' });
    const authorize = new URL(start.headers.get('location')!);
    const form = new URLSearchParams(authorize.searchParams);
    form.set('email', 'p@example.com');
    form.set('name', 'P');
    const consent = await fetch(authorize, { method: 'POST', body: form, redirect: 'manual' });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    const token = await fetch(`${site.url}/_dev/oidc/google/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: authorize.searchParams.get('redirect_uri')!,
        code_verifier: 'not-the-verifier-not-the-verifier-not-the-verifier',
        client_id: process.env.GOOGLE_CLIENT_ID!,
        client_secret: process.env.GOOGLE_CLIENT_SECRET!,
      }),
    });
    expect(token.status).toBe(400);
    expect((await token.json()).error).toBe('invalid_grant');
    const badClient = await fetch(`${site.url}/_dev/oidc/google/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: 'x' }),
    });
    expect(badClient.status).toBe(401);
  });
});
