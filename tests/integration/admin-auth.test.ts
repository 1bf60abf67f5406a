import { describe, expect, it } from 'vitest';
import { createAdmin } from '#/server/auth/admins.server.ts';
import { LOGIN_LIMITS } from '#/server/auth/login-throttle.server.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { config } from '#/server/config.ts';
import { HttpError } from '#/server/http/errors.ts';
import { clearOfWindowEnd, cookiePair, eventually, useTestSite } from './helpers/site.ts';

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
    // No customer session, no script-readable hint: the session and the trusted-device mark.
    expect(response.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([
      '__Host-psy_admin',
      '__Host-psy_admin_device',
    ]);
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

  it('slows a guessing network down without locking the admin out of a known browser', async () => {
    // A browser that signed in before, from the admin's usual network.
    const known = await login('meera', PASSWORD, '203.0.113.20');
    const device = cookiePair(known, '__Host-psy_admin_device');
    // Ten wrong passwords from ten networks close the account to browsers never seen...
    for (let i = 0; i < 10; i++)
      expect((await login('meera', 'wrong password!', `198.51.100.${i}`)).status).toBe(401);
    const stranger = await login('meera', PASSWORD, '198.51.100.200');
    expect(stranger.status).toBe(429);
    expect((await stranger.json()).error.message).toBe(
      'Too many attempts. Please try again in a few minutes.',
    );
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
    // ...but not to the admin's own browser, from any network.
    const own = await site.post(
      '/api/admin/login',
      { username: 'meera', password: PASSWORD },
      { 'x-nf-client-connection-ip': '198.51.100.201', cookie: device },
    );
    expect(own.status).toBe(200);
    // A device mark for another account, or a forged one, counts for nothing.
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (
        await site.post(
          '/api/admin/login',
          { username: 'meera', password: PASSWORD },
          { 'x-nf-client-connection-ip': '198.51.100.202', cookie: forged },
        )
      ).status,
    ).toBe(429);
  });

  it('makes one network wait longer after every few wrong passwords', async () => {
    const ip = '192.0.2.60';
    for (let i = 0; i < 3; i++) expect((await login('meera', 'nope nope', ip)).status).toBe(401);
    // The fourth try from that network must wait; the right password waits too.
    const waiting = await login('meera', PASSWORD, ip);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    // Another network is not slowed down by it.
    expect((await login('meera', PASSWORD, '192.0.2.61')).status).toBe(200);
  });

  it('counts an IPv6 visitor by its /64, so fresh addresses give no fresh tries', async () => {
    // The network's sign-in limit counts 20 in a 15-minute window.
    await clearOfWindowEnd(900, 15_000);
    for (let i = 0; i < 20; i++) await login(`guess${i}`, 'x', `2001:db8:5:6::${i.toString(16)}`);
    expect((await login('other', 'x', '2001:db8:5:6:ffff::1')).status).toBe(429);
    expect((await login('other', 'x', '2001:db8:5:7::1')).status).toBe(401);
  });

  it('writes every admin sign-in, right or wrong, to the audit log', async () => {
    await login('meera', 'wrong password!', '203.0.113.21');
    await login('meera', PASSWORD, '203.0.113.21');
    const rows = await db
      .selectFrom('admin_audit')
      .select(['action', 'admin_username', 'detail'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        action: 'admin.sign-in-failed',
        admin_username: 'meera',
        detail: { network: '203.0.113.21' },
      },
      { action: 'admin.sign-in', admin_username: 'meera', detail: { network: '203.0.113.21' } },
    ]);
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
      otp: mail.text.match(/\b\d{6}\b/)![0],
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

  const auditRows = async () =>
    (
      await db
        .selectFrom('admin_audit')
        .select(['action', 'admin_username', 'detail'])
        .orderBy('id')
        .execute()
    ).map((r) => ({
      ...r,
      detail: typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail,
    }));
  const lockNotices = () =>
    site.mail
      .messages()
      .filter((m) => m.subject === 'Sign-in attempts on a Psycortex admin account');

  it('e-mails the admin once when their account closes to new browsers, at their own address or else the care address', async () => {
    for (let i = 0; i < LOGIN_LIMITS.accountPerHour; i++)
      expect((await login('meera', 'wrong password!', `198.51.100.${i}`)).status).toBe(401);
    // Refused tries while the lock lasts tell nobody again.
    for (let i = 0; i < 3; i++)
      expect((await login('meera', 'wrong password!', `198.51.100.${50 + i}`)).status).toBe(429);
    await site.router.settled();
    const [notice, ...more] = lockNotices();
    expect(more).toHaveLength(0);
    // Meera has no address of her own: the care team's inbox is told.
    expect(notice!.to).toEqual([config().CARE_EMAIL]);
    expect(notice!.text).toContain('wrong passwords for the admin account "meera"');
    expect(notice!.text).toMatch(/cannot sign in to it until \w{3} \d+ \w{3}, \d\d:\d\d IST/);

    // An admin with an address of their own is told there.
    await createAdmin(db, 'ravi', PASSWORD, { email: 'Ravi@Example.com' });
    await site.mail.clear();
    for (let i = 0; i < LOGIN_LIMITS.accountPerHour; i++)
      expect((await login('ravi', 'wrong password!', `192.0.2.${i}`)).status).toBe(401);
    await site.router.settled();
    expect(lockNotices().map((m) => m.to)).toEqual([['ravi@example.com']]);

    // Nobody is told about a username that does not exist.
    await site.mail.clear();
    for (let i = 0; i < LOGIN_LIMITS.accountPerHour; i++)
      expect((await login('nobody', 'wrong password!', `192.0.2.${100 + i}`)).status).toBe(401);
    await site.router.settled();
    expect(lockNotices()).toHaveLength(0);
  });

  it('writes refused sign-ins to the audit log: the account closed, the network waiting, the network over its limit', async () => {
    // The network limit counts 20 sign-ins in a 15-minute window, filled below.
    await clearOfWindowEnd(900, 20_000);
    for (let i = 0; i < LOGIN_LIMITS.accountPerHour; i++)
      await login('meera', 'wrong password!', `198.51.100.${i}`);
    expect((await login('meera', PASSWORD, '198.51.100.99')).status).toBe(429);

    for (let i = 0; i < 3; i++) await login('ghost', 'wrong password!', '192.0.2.70');
    expect((await login('ghost', 'wrong password!', '192.0.2.70')).status).toBe(429);

    // 192.0.2.70 has used 4 of its 20.
    for (let i = 0; i < 16; i++) await login(`guess${i}`, 'x', '192.0.2.70');
    for (let i = 0; i < 3; i++)
      expect((await login('meera', PASSWORD, '192.0.2.70')).status).toBe(429);

    const refusals = (await auditRows()).filter((r) => r.action === 'admin.sign-in-refused');
    expect(refusals).toEqual([
      {
        action: 'admin.sign-in-refused',
        admin_username: 'meera',
        detail: { network: '198.51.100.99', reason: 'account-locked' },
      },
      {
        action: 'admin.sign-in-refused',
        admin_username: 'ghost',
        detail: { network: '192.0.2.70', reason: 'network-wait' },
      },
      // Once a window: a flood of refusals cannot fill the log.
      {
        action: 'admin.sign-in-refused',
        admin_username: 'meera',
        detail: { network: '192.0.2.70', reason: 'network-limit' },
      },
    ]);
  });
});
