import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '#/server/auth/login-throttle.server.ts';
import { REDACTED_BODY, UNSENT_REDACTED_BODY } from '#/server/mail/outbox.server.ts';
import { clearOfWindowEnd, cookiePair, eventually, useTestSite } from './helpers/site.ts';

/** Guessing login codes, from an attacker's side: the limits of docs/security.md. */
describe('login codes under attack', () => {
  const { sql, site } = useTestSite();

  const from = (ip: string, cookie?: string) => ({
    'x-nf-client-connection-ip': ip,
    ...(cookie ? { cookie } : {}),
  });
  const requestCode = (email: string, ip: string, cookie?: string) =>
    site.post('/api/auth/otp', { email }, from(ip, cookie));
  const verify = (email: string, otp: string, ip: string, cookie?: string) =>
    site.post('/api/auth/otp/verify', { email, otp }, from(ip, cookie));

  const codeMails = (email: string) =>
    site.mail.messages().filter((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.text));

  async function newestCode(email: string): Promise<string> {
    const mail = await eventually(() => {
      const found = codeMails(email)[0];
      if (!found) throw new Error('no code yet');
      return found;
    });
    return mail.text.match(/\b\d{6}\b/)![0];
  }

  /** Asks for a code and waits for its e-mail (the catcher lists newest first). */
  async function askForCode(email: string, ip: string, cookie?: string): Promise<string> {
    const before = codeMails(email).length;
    expect((await requestCode(email, ip, cookie)).status).toBe(200);
    const mail = await eventually(() => {
      const found = codeMails(email);
      if (found.length <= before) throw new Error('no new code yet');
      return found[0]!;
    });
    return mail.text.match(/\b\d{6}\b/)![0];
  }

  /** The owner signs in once on their own browser, which then carries the trusted-device mark. */
  async function ownBrowser(email: string, ip = '203.0.113.5'): Promise<string> {
    const signedIn = await verify(email, await askForCode(email, ip), ip);
    expect(signedIn.status).toBe(200);
    return cookiePair(signedIn, '__Host-psy_device');
  }

  /** Ten wrong codes from four networks, three at most from each: the account closes. */
  async function lockOut(email: string): Promise<void> {
    for (let i = 0; i < LOGIN_LIMITS.accountPerHour; i++)
      expect(
        (await verify(email, `00000${i}`, `198.51.100.${100 + Math.floor(i / 3)}`)).status,
      ).toBe(400);
    expect((await requestCode(email, '198.51.100.120')).status).toBe(429);
  }

  it('keeps no login code in the outbox once the e-mail is sent, and none in the subject', async () => {
    expect((await requestCode('quiet@example.com', '203.0.113.1')).status).toBe(200);
    const code = await newestCode('quiet@example.com');
    const [row] = await eventually(async () => {
      const rows = await sql<
        { subject: string; html: string; text_body: string; status: string }[]
      >`select subject, html, text_body, status from emails where to_address = 'quiet@example.com'`;
      if (rows[0]?.status !== 'sent') throw new Error('not sent yet');
      return rows;
    });
    expect(row!.subject).toBe('Your Psycortex login code');
    expect(`${row!.subject} ${row!.html} ${row!.text_body}`).not.toContain(code);
    expect(row!.text_body).toBe(REDACTED_BODY);
    // The person still received the code.
    expect(site.mail.messages()[0]!.subject).not.toContain(code);
  });

  it('counts wrong codes across new codes and closes the account to new browsers, telling its owner', async () => {
    // The owner signed in once, on their own phone.
    await requestCode('target@example.com', '203.0.113.5');
    const first = await verify(
      'target@example.com',
      await newestCode('target@example.com'),
      '203.0.113.5',
    );
    expect(first.status).toBe(200);
    const ownDevice = cookiePair(first, '__Host-psy_device');
    await site.mail.clear();

    // An attacker asks for a fresh code (five fresh attempts) twice, guessing from four
    // networks, three tries at most from each so that no network is slowed down.
    for (const round of [0, 1]) {
      expect((await requestCode('target@example.com', `198.51.100.${round}`)).status).toBe(200);
      for (const [network, tries] of [
        [`198.51.100.${round * 2 + 10}`, 3],
        [`198.51.100.${round * 2 + 11}`, 2],
      ] as const) {
        for (let i = 0; i < tries; i++)
          expect((await verify('target@example.com', `00000${i}`, network)).status).toBe(400);
      }
    }
    // Ten wrong codes: no more codes, no more checks for browsers the account has never seen.
    const refused = await requestCode('target@example.com', '198.51.100.50');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      'Too many attempts. Please try again in a few minutes.',
    );
    const notice = await eventually(() => {
      const found = site.mail
        .messages()
        .find((m) => m.subject === 'Sign-in attempts on your Psycortex account');
      if (!found) throw new Error('no notice yet');
      return found;
    });
    expect(notice.to).toContain('target@example.com');
    expect(
      site.mail.messages().filter((m) => m.subject.startsWith('Sign-in attempts')),
    ).toHaveLength(1);

    // The owner's own browser still gets a code and signs in, from any network.
    const code = await askForCode('target@example.com', '192.0.2.7', ownDevice);
    // The right code from an unknown browser is refused while the lock lasts...
    expect((await verify('target@example.com', code, '192.0.2.8')).status).toBe(429);
    // ...and accepted from the owner's.
    expect((await verify('target@example.com', code, '192.0.2.7', ownDevice)).status).toBe(200);
  });

  it('makes one network wait after three wrong codes, but not another', async () => {
    await requestCode('slow@example.com', '203.0.113.9');
    const code = await newestCode('slow@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 3; i++)
      expect((await verify('slow@example.com', wrong, '203.0.113.9')).status).toBe(400);
    const waiting = await verify('slow@example.com', code, '203.0.113.9');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect((await verify('slow@example.com', code, '203.0.113.10')).status).toBe(200);
  });

  it('counts an IPv6 visitor by its /64 in every per-visitor limit', async () => {
    // The per-visitor limit on codes counts 20 in a 15-minute window.
    await clearOfWindowEnd(900, 20_000);
    for (let i = 0; i < 20; i++)
      expect((await requestCode(`v6-${i}@example.com`, `2001:db8:1:2::${i + 1}`)).status).toBe(200);
    expect((await requestCode('v6-more@example.com', '2001:db8:1:2:abcd::9')).status).toBe(429);
    expect((await requestCode('v6-more@example.com', '2001:db8:1:3::1')).status).toBe(200);
    const buckets = await sql<{ bucket: string }[]>`
      select bucket from rate_limits where bucket like 'otp-request:net:%'`;
    expect(new Set(buckets.map((b) => b.bucket))).toEqual(
      new Set(['otp-request:net:2001:db8:1:2::/64', 'otp-request:net:2001:db8:1:3::/64']),
    );
  });

  it('does not count a code request refused by the lock against the address', async () => {
    await askForCode('refused@example.com', '198.51.100.1');
    await lockOut('refused@example.com');
    // An attacker keeps asking while the account is closed: every request is refused...
    for (let i = 0; i < 6; i++)
      expect((await requestCode('refused@example.com', `198.51.100.${130 + i}`)).status).toBe(429);
    // ...and none of them counts: once the lock is over, the address still gets codes (two of
    // its five were used).
    await sql`update login_failures set failed_at = failed_at - interval '61 minutes'`;
    expect((await requestCode('refused@example.com', '192.0.2.44')).status).toBe(200);
  });

  it("lets the owner's browser ask for codes and sign in when others have used up the address's requests and closed the account", async () => {
    const own = await ownBrowser('owner@example.com');
    // Someone else uses up the address's five requests (the owner used one)...
    for (let i = 0; i < 4; i++)
      expect((await requestCode('owner@example.com', `198.51.100.${i}`)).status).toBe(200);
    expect((await requestCode('owner@example.com', '198.51.100.9')).status).toBe(429);
    // ...yet the owner's own browser still gets codes, from any network.
    await askForCode('owner@example.com', '192.0.2.7', own);
    // Then the account closes to new browsers, and the owner's still asks and signs in.
    await lockOut('owner@example.com');
    const code = await askForCode('owner@example.com', '192.0.2.7', own);
    expect((await verify('owner@example.com', code, '192.0.2.8')).status).toBe(429);
    expect((await verify('owner@example.com', code, '192.0.2.7', own)).status).toBe(200);
    // The owner's browser has its own five requests, not unlimited ones.
    for (let i = 0; i < 3; i++)
      expect((await requestCode('owner@example.com', '192.0.2.7', own)).status).toBe(200);
    expect((await requestCode('owner@example.com', '192.0.2.7', own)).status).toBe(429);
  });

  it('keeps the code being typed working while someone else asks for new ones', async () => {
    const typing = await askForCode('typing@example.com', '203.0.113.30');
    for (let i = 0; i < 4; i++)
      expect((await requestCode('typing@example.com', `198.51.100.${40 + i}`)).status).toBe(200);
    expect((await verify('typing@example.com', typing, '203.0.113.30')).status).toBe(200);
  });

  it("keeps a code asked for on the owner's browser out of others' reach: their requests and guesses leave it working", async () => {
    const own = await ownBrowser('kept@example.com');
    const code = await askForCode('kept@example.com', '203.0.113.5', own);
    await askForCode('kept@example.com', '198.51.100.1');
    await lockOut('kept@example.com');
    // The guesses used up the attempts of the attacker's code, not of the owner's.
    const attempts = await sql<{ trusted_device: boolean; attempts: number }[]>`
      select trusted_device, attempts from otp_challenges
      where email = 'kept@example.com' and consumed_at is null order by id`;
    expect(attempts).toEqual([
      { trusted_device: true, attempts: 0 },
      { trusted_device: false, attempts: 5 },
    ]);
    // Nor can a browser the account has never seen use it: only the owner's can.
    expect((await verify('kept@example.com', code, '192.0.2.30')).status).toBe(429);
    expect((await verify('kept@example.com', code, '203.0.113.5', own)).status).toBe(200);
  });

  it('tells the owner in the lock e-mail until when the lock lasts and that their own browser is not affected', async () => {
    await ownBrowser('told@example.com');
    await site.mail.clear();
    await lockOut('told@example.com');
    const notice = await eventually(() => {
      const found = site.mail
        .messages()
        .find((m) => m.subject === 'Sign-in attempts on your Psycortex account');
      if (!found) throw new Error('no notice yet');
      return found;
    });
    expect(notice.text).toMatch(
      /cannot ask for login codes or use them until \w{3} \d+ \w{3}, \d\d:\d\d IST/,
    );
    expect(notice.text).toContain('A browser you have signed in with before is not affected');
  });

  it('keeps no login code in the outbox when its e-mail cannot be sent, and sends a new one when asked again', async () => {
    site.mail.setDown(true);
    expect((await requestCode('unlucky@example.com', '203.0.113.60')).status).toBe(200);
    await site.router.settled();
    const [row] = await sql<{ status: string; html: string; text_body: string }[]>`
      select status, html, text_body from emails where to_address = 'unlucky@example.com'`;
    // Not waiting for a retry with the code in clear: blanked and given up at once.
    expect(row).toEqual({
      status: 'failed',
      html: UNSENT_REDACTED_BODY,
      text_body: UNSENT_REDACTED_BODY,
    });
    // The outbox's next run sends nothing.
    site.mail.setDown(false);
    await sql`update emails set next_attempt_at = now()`;
    await site.router.runScheduled('outbox');
    expect(site.mail.messages()).toHaveLength(0);
    // Asking again sends a new code, which works.
    const code = await askForCode('unlucky@example.com', '203.0.113.60');
    expect((await verify('unlucky@example.com', code, '203.0.113.60')).status).toBe(200);
  });
});
