import { describe, expect, it } from 'vitest';
import { createAdmin } from '../../src/server/auth/admins.server.ts';
import { requireAdmin } from '../../src/server/auth/sessions.server.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { cookiePair, eventually, useTestSite } from './helpers/site.ts';

const PASSWORD = 'correct horse battery';

describe('admin login, session and password', () => {
  const { db, site } = useTestSite((database) => createAdmin(database, 'meera', PASSWORD));

  const login = (username: string, password: string, ip = '203.0.113.20') =>
    site.post('/api/admin/login', { username, password }, { 'x-nf-client-connection-ip': ip });
  const me = (cookie?: string) =>
    fetch(`${site.url}/api/admin/me`, { headers: cookie ? { cookie } : {} });
  const changePassword = (cookie: string, oldPassword: string, newPassword: string) =>
    fetch(`${site.url}/api/admin/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: site.url, cookie },
      body: JSON.stringify({ oldPassword, newPassword }),
    });

  it('signs in with trimmed credentials and sets a strict, short, HttpOnly cookie', async () => {
    const response = await login('  meera ', PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const line = response.headers.getSetCookie().find((c) => c.startsWith('__Host-psy_admin='))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/Max-Age=28800/);
    // No customer session, no script-readable hint.
    expect(response.headers.getSetCookie()).toHaveLength(1);
    const cookie = cookiePair(response, '__Host-psy_admin');
    const who = await me(cookie);
    expect(who.status).toBe(200);
    expect(await who.json()).toEqual({ admin: { username: 'meera' } });
  });

  it('refuses wrong passwords, unknown names and empty fields with the specification message', async () => {
    for (const [username, password] of [
      ['meera', 'wrong password!'],
      ['nobody', PASSWORD],
    ]) {
      const response = await login(username!, password!);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_credentials',
          message: 'Oops! Something went wrong, please try again later!',
        },
      });
      expect(response.headers.getSetCookie()).toHaveLength(0);
    }
    expect((await login('   ', PASSWORD)).status).toBe(400);
    expect((await login('meera', '   ')).status).toBe(400);
    expect(
      (
        await site.post(
          '/api/admin/login',
          { username: 'meera', password: PASSWORD },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
  });

  it('takes about as long for an unknown username as for a known one', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      await login(username, 'some wrong password', `198.51.100.${Math.floor(Math.random() * 250)}`);
      return performance.now() - start;
    };
    await time('meera');
    await time('nobody');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time('meera'));
      unknown.push(await time(`nobody${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(unknown) / median(known);
    // Without the dummy hash an unknown name answers ~20x faster; with it, about the same.
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('locks a username out after ten attempts, even from many addresses, with a clear 429', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login('meera', 'wrong password!', `198.51.100.${i}`)).status).toBe(401);
    const locked = await login('meera', PASSWORD, '198.51.100.200');
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.message).toBe(
      'Too many attempts. Please try again in a few minutes.',
    );
    // Per visitor address as well.
    for (let i = 0; i < 10; i++) await login(`guess${i}`, 'x', '192.0.2.50');
    for (let i = 10; i < 20; i++) await login(`guess${i}`, 'x', '192.0.2.50');
    expect((await login('other', 'x', '192.0.2.50')).status).toBe(429);
  });

  it('logout revokes the admin session', async () => {
    const cookie = cookiePair(await login('meera', PASSWORD), '__Host-psy_admin');
    const out = await site.post('/api/admin/logout', {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^__Host-psy_admin=; Max-Age=0/);
    expect((await me(cookie)).status).toBe(401);
  });

  it('admin calls answer 401 without a session and 403 with a customer session', async () => {
    expect((await me()).status).toBe(401);
    expect((await me('__Host-psy_admin=forged')).status).toBe(401);

    await site.post('/api/auth/otp', { email: 'customer@example.com' });
    const mail = await eventually(() => {
      const m = site.mail.messages().find((x) => x.to.includes('customer@example.com'));
      if (!m) throw new Error('no mail');
      return m;
    });
    const verified = await site.post('/api/auth/otp/verify', {
      email: 'customer@example.com',
      otp: mail.subject.match(/\d{6}/)![0],
    });
    const customer = cookiePair(verified, '__Host-psy_session');
    expect((await me(customer)).status).toBe(403);
    // The customer's token in the admin cookie is no admin session either.
    expect((await me(customer.replace('__Host-psy_session', '__Host-psy_admin'))).status).toBe(403);

    const request = new Request(`${site.url}/api/admin/anything`, {
      headers: { cookie: customer },
    });
    await expect(requireAdmin(request, db)).rejects.toMatchObject({ status: 403 });
    await expect(requireAdmin(new Request(site.url), db)).rejects.toBeInstanceOf(HttpError);
  });

  it('changes the password, ends the other sessions, and keeps this one', async () => {
    const here = cookiePair(await login('meera', PASSWORD), '__Host-psy_admin');
    const elsewhere = cookiePair(await login('meera', PASSWORD), '__Host-psy_admin');

    const wrong = await changePassword(here, 'not the password', 'a brand new password');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe('Please Check Your Password!');
    const short = await changePassword(here, PASSWORD, 'short');
    expect(short.status).toBe(400);

    const changed = await changePassword(here, PASSWORD, 'a brand new password');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ message: 'Password Succesfully Updated !' });
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);

    expect((await login('meera', PASSWORD)).status).toBe(401);
    expect((await login('meera', 'a brand new password')).status).toBe(200);
    expect((await changePassword('__Host-psy_admin=forged', PASSWORD, 'x'.repeat(12))).status).toBe(
      401,
    );
  });
});
