import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin } from '#/server/auth/admins.server.ts';
import { LOGIN_LIMITS } from '#/server/auth/login-throttle.server.ts';
import { eventually, useTestSite } from './helpers/site.ts';

/**
 * Reserve, then check (docs/security.md): 200 wrong guesses sent at once from ten networks,
 * as an attacker would, are checked no more often than the per-account limit allows. The
 * functions get a pool of several connections, as several function instances would have, so
 * that on PostgreSQL the attempts really run side by side and only the per-account lock keeps
 * the count and the check together.
 */
describe('simultaneous sign-in guesses', () => {
  const poolBefore = process.env.DB_POOL_MAX;
  process.env.DB_POOL_MAX = '10';
  afterAll(() => {
    if (poolBefore === undefined) delete process.env.DB_POOL_MAX;
    else process.env.DB_POOL_MAX = poolBefore;
  });
  const { db, sql, site } = useTestSite((database) =>
    createAdmin(database, 'meera', 'correct horse battery'),
  );

  const from = (i: number) => ({ 'x-nf-client-connection-ip': `198.51.100.${10 + (i % 10)}` });
  const failuresOf = async (account: string) =>
    (
      await sql<{ n: number }[]>`
        select count(*)::int as n from login_failures where account = ${account}`
    )[0]?.n;

  it('checks at most the hourly limit of 200 simultaneous wrong admin passwords', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        site.post('/api/admin/login', { username: 'meera', password: `wrong ${i}` }, from(i)),
      ),
    );
    const statuses = responses.map((r) => r.status);
    // A 401 is a password that was checked and found wrong; a 429 was refused unchecked.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.accountPerHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - checked);
    expect(await failuresOf('admin:meera')).toBe(checked);
    // Every attempt is in the audit log, checked or refused, and the admin is told once.
    const actions = await db.selectFrom('admin_audit').select('action').execute();
    expect(actions.filter((a) => a.action === 'admin.sign-in-failed')).toHaveLength(checked);
    expect(actions.filter((a) => a.action === 'admin.sign-in-refused')).toHaveLength(200 - checked);
    await site.router.settled();
    expect(site.mail.messages().map((m) => m.subject)).toEqual([
      'Sign-in attempts on a Psycortex admin account',
    ]);
  });

  it('checks at most the hourly limit of 200 simultaneous wrong login codes', async () => {
    // The address has an account (so its owner is told) and a live code.
    const verify = (otp: string, headers: Record<string, string>) =>
      site.post('/api/auth/otp/verify', { email: 'rush@example.com', otp }, headers);
    const code = async () => {
      const mail = await eventually(() => {
        const found = site.mail.messages().find((m) => /\b\d{6}\b/.test(m.text));
        if (!found) throw new Error('no code yet');
        return found;
      });
      await site.mail.clear();
      return mail.text.match(/\b\d{6}\b/)![0];
    };
    await site.post('/api/auth/otp', { email: 'rush@example.com' });
    expect((await verify(await code(), {})).status).toBe(200);
    await site.post('/api/auth/otp', { email: 'rush@example.com' });
    const live = await code();

    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        verify(String(100_000 + i) === live ? '099999' : String(100_000 + i), from(i)),
      ),
    );
    const statuses = responses.map((r) => r.status);
    // A 400 is a code that was checked and found wrong; a 429 was refused unchecked.
    const checked = statuses.filter((s) => s === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.accountPerHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - checked);
    expect(await failuresOf('customer:rush@example.com')).toBe(checked);
    await site.router.settled();
    expect(site.mail.messages().map((m) => m.subject)).toEqual([
      'Sign-in attempts on your Psycortex account',
    ]);
  });
});
