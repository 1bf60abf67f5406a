import { describe, expect, it } from 'vitest';
import { hashOtp } from '#/server/auth/otp.server.ts';
import { clearOfWindowEnd, cookiePair, eventually, useTestSite } from './helpers/site.ts';

const cookieFrom = (response: Response, name = '__Host-psy_session') => cookiePair(response, name);

describe('customer login by e-mail code', () => {
  const { sql, site } = useTestSite();

  const requestCode = (email: string, ip = '203.0.113.10') =>
    site.post('/api/auth/otp', { email }, { 'x-nf-client-connection-ip': ip });
  const verify = (email: string, otp: string, headers: Record<string, string> = {}) =>
    site.post('/api/auth/otp/verify', { email, otp }, headers);

  async function codeFor(email: string, nth = 1): Promise<string> {
    const mail = await eventually(() => {
      // The catcher lists newest first.
      const found = site.mail
        .messages()
        .filter((m) => m.to.includes(email))
        .reverse();
      if (found.length < nth) throw new Error('no mail yet');
      return found[nth - 1]!;
    });
    return mail.text.match(/\b\d{6}\b/)![0];
  }

  async function signIn(email: string): Promise<{ cookie: string; response: Response }> {
    await site.mail.clear();
    expect((await requestCode(email)).status).toBe(200);
    const response = await verify(email, await codeFor(email));
    expect(response.status).toBe(200);
    return { cookie: cookieFrom(response), response };
  }

  it('sends a code, signs in with it, creates the account once, and shows the profile', async () => {
    const asked = await requestCode(' Asha.R@Example.com ');
    expect(asked.status).toBe(200);
    const answer = await asked.text();
    const code = await codeFor('asha.r@example.com');
    // Nothing derived from the code reaches the browser.
    expect(answer).not.toContain(code);
    expect(answer).not.toContain(hashOtp('asha.r@example.com', code));
    const [stored] = await sql<{ code_hash: string }[]>`select code_hash from otp_challenges`;
    expect(stored?.code_hash).toBe(hashOtp('asha.r@example.com', code));
    expect(stored?.code_hash).not.toContain(code);

    const verified = await verify('asha.r@example.com', ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(verified.status).toBe(200);
    const body = await verified.text();
    // A first login made the account: the page asks for a name, once.
    expect(JSON.parse(body)).toEqual({ success: true, askName: true });
    const cookie = cookieFrom(verified);
    expect(body).not.toContain(cookie.split('=')[1]);

    const me = await fetch(`${site.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ email: 'asha.r@example.com', name: '' });

    // A second login uses the same account, and does not ask for the name again.
    const again = await signIn('asha.r@example.com');
    expect(await again.response.json()).toEqual({ success: true, askName: false });
    const [users] = await sql<{ n: number }[]>`select count(*)::int as n from users`;
    expect(users?.n).toBe(1);
  });

  it('takes the name given after the first login, with a clear message for a bad one', async () => {
    const { cookie } = await signIn('naming@example.com');
    const putName = (body: unknown, headers: Record<string, string> = { cookie }) =>
      fetch(`${site.url}/api/me/name`, {
        method: 'PUT',
        headers: { ...headers, origin: site.url, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const empty = await putName({ name: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Please fill in your name.');
    expect((await putName({ name: 'x'.repeat(121) })).status).toBe(400);
    expect((await putName({ name: 'Asha Rao' }, {})).status).toBe(401);
    const saved = await putName({ name: '  Asha Rao ' });
    expect(saved.status).toBe(200);
    const me = await fetch(`${site.url}/api/me`, { headers: { cookie } });
    expect((await me.json()).user).toMatchObject({ email: 'naming@example.com', name: 'Asha Rao' });
  });

  it('sets HttpOnly, Secure, SameSite=Lax cookies for 30 days, and stores only the token hash', async () => {
    const { response, cookie } = await signIn('cookie.check@example.com');
    const lines = response.headers.getSetCookie();
    const session = lines.find((c) => c.startsWith('__Host-psy_session='))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/Max-Age=2592000/);
    expect(session).not.toMatch(/Domain=/i);
    // The scripts' hint holds nothing but "1".
    expect(lines.find((c) => c.startsWith('psy_signed_in='))).toMatch(/^psy_signed_in=1;/);
    const token = cookie.split('=')[1]!;
    const rows = await sql<{ token_hash: string }[]>`select token_hash from sign_ins`;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toBe(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers known and unknown addresses identically', async () => {
    await signIn('known@example.com');
    const known = await requestCode('known@example.com');
    const unknown = await requestCode('nobody@example.com');
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it('refuses a wrong code with the specification message, and locks after five attempts', async () => {
    await requestCode('lock@example.com');
    const code = await codeFor('lock@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    // From five networks, so that the per-network slowdown (tested below) stays out of it.
    for (let i = 0; i < 5; i++) {
      const response = await verify('lock@example.com', wrong, {
        'x-nf-client-connection-ip': `198.51.100.${i}`,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'bad_request', message: 'Invalid OTP. Please try again.' },
      });
    }
    // The right code no longer works: the challenge is dead.
    expect(
      (await verify('lock@example.com', code, { 'x-nf-client-connection-ip': '198.51.100.9' }))
        .status,
    ).toBe(400);
    expect((await sql<{ n: number }[]>`select count(*)::int as n from sign_ins`)[0]?.n).toBe(0);
  });

  it('refuses a used code and an expired code; an earlier code keeps working beside a new one until either signs in', async () => {
    await requestCode('once@example.com');
    const code = await codeFor('once@example.com');
    expect((await verify('once@example.com', code)).status).toBe(200);
    expect((await verify('once@example.com', code)).status).toBe(400);

    await requestCode('late@example.com');
    const late = await codeFor('late@example.com');
    await sql`update otp_challenges set expires_at = now() - interval '1 second' where email = 'late@example.com'`;
    expect((await verify('late@example.com', late)).status).toBe(400);

    // Asking again (anyone can) does not take away the code being typed...
    await requestCode('twice@example.com');
    const first = await codeFor('twice@example.com', 1);
    await requestCode('twice@example.com');
    const second = await codeFor('twice@example.com', 2);
    expect((await verify('twice@example.com', first)).status).toBe(200);
    // ...and signing in retires the address's other codes.
    if (first !== second) expect((await verify('twice@example.com', second)).status).toBe(400);
  });

  it('codes are valid for ten minutes', async () => {
    await requestCode('ten@example.com');
    const [row] = await sql<
      { minutes: number }[]
    >`select extract(epoch from expires_at - created_at)::int / 60 as minutes from otp_challenges`;
    expect(row?.minutes).toBe(10);
  });

  it('rate-limits code requests per address and per visitor address with a clear 429', async () => {
    // Both limits count in 15-minute windows.
    await clearOfWindowEnd(900, 20_000);
    for (let i = 0; i < 5; i++)
      expect((await requestCode('busy@example.com', `198.51.100.${i}`)).status).toBe(200);
    const limited = await requestCode('busy@example.com', '198.51.100.99');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in a few minutes.',
      // The minutes to wait, as the Hindi and Marathi login pages say them (15-minute windows).
      values: { minutes: Math.ceil(Number(limited.headers.get('retry-after')) / 60) },
    });

    for (let i = 0; i < 20; i++)
      expect((await requestCode(`visitor${i}@example.com`, '192.0.2.7')).status).toBe(200);
    expect((await requestCode('visitor99@example.com', '192.0.2.7')).status).toBe(429);
  });

  it('logout revokes the session and clears the cookies; the old token no longer works', async () => {
    const { cookie } = await signIn('bye@example.com');
    const out = await site.post('/api/auth/logout', {}, { cookie });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith('__Host-psy_session='))).toMatch(/Max-Age=0/);
    expect(cleared.find((c) => c.startsWith('psy_signed_in='))).toMatch(/Max-Age=0/);
    const [row] = await sql<{ revoked_at: Date | null }[]>`select revoked_at from sign_ins`;
    expect(row?.revoked_at).toBeInstanceOf(Date);
    const me = await fetch(`${site.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(401);
    expect(me.headers.getSetCookie().some((c) => c.startsWith('psy_signed_in=;'))).toBe(true);
  });

  it('a new login ends the session the browser held before', async () => {
    const { cookie: before } = await signIn('renew@example.com');
    await requestCode('renew@example.com');
    const again = await verify('renew@example.com', await codeFor('renew@example.com', 2), {
      cookie: before,
    });
    const after = cookieFrom(again);
    expect(after).not.toBe(before);
    expect((await fetch(`${site.url}/api/me`, { headers: { cookie: before } })).status).toBe(401);
    expect((await fetch(`${site.url}/api/me`, { headers: { cookie: after } })).status).toBe(200);
  });

  it('answers /api/me with 401 without a session, and refuses foreign origins and bad input', async () => {
    expect((await fetch(`${site.url}/api/me`)).status).toBe(401);
    expect(
      (await fetch(`${site.url}/api/me`, { headers: { cookie: '__Host-psy_session=forged' } }))
        .status,
    ).toBe(401);
    expect(
      (await site.post('/api/auth/otp', { email: 'a@b.com' }, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect(
      (
        await site.post(
          '/api/auth/otp/verify',
          { email: 'a@b.com', otp: '1' },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
    expect(
      (await site.post('/api/auth/logout', {}, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    const invalid = await requestCode('not-an-email');
    expect(invalid.status).toBe(400);
    expect((await verify('a@b.com', 'abc')).status).toBe(400);
  });
});
