import { describe, expect, it } from 'vitest';
import { REDACTED_BODY } from '#/server/mail/outbox.server.ts';
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

  async function newestCode(email: string): Promise<string> {
    const mail = await eventually(() => {
      const found = site.mail.messages().find((m) => m.to.includes(email));
      if (!found?.text.match(/\b\d{6}\b/)) throw new Error('no code yet');
      return found;
    });
    return mail.text.match(/\b\d{6}\b/)![0];
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
    expect((await requestCode('target@example.com', '192.0.2.7', ownDevice)).status).toBe(200);
    const code = await newestCode('target@example.com');
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
});
