import { describe, expect, it } from 'vitest';
import { eventually, useTestSite } from './helpers/site.ts';

describe('newsletter API', () => {
  const { sql, site } = useTestSite();

  it('subscribes once, sends a welcome e-mail with a one-click unsubscribe, and refuses a repeat', async () => {
    const first = await site.post('/api/newsletter', {
      email: ' Meera.K@Example.com ',
      consent: true,
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ message: 'Subscription Added Succesfully' });

    const again = await site.post('/api/newsletter', {
      email: 'meera.k@example.com',
      consent: true,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'already_subscribed', message: 'User Already Exists' },
    });

    const mail = await eventually(() => {
      const [m] = site.mail.messages();
      if (!m) throw new Error('no mail yet');
      return m;
    });
    expect(mail.to).toEqual(['meera.k@example.com']);
    expect(mail.subject).toBe('Welcome to the Psycortex newsletter');
    const unsubscribe = mail.headers['List-Unsubscribe']!.slice(1, -1);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(unsubscribe);

    // One-click unsubscribe (as a mail client does it), twice: both fine.
    expect((await fetch(unsubscribe, { method: 'POST' })).status).toBe(204);
    expect((await fetch(unsubscribe, { method: 'POST' })).status).toBe(204);
    const [row] = await sql<
      { unsubscribed_at: Date | null }[]
    >`select unsubscribed_at from newsletter_subscribers`;
    expect(row?.unsubscribed_at).toBeInstanceOf(Date);

    // The link itself lands on a confirmation page.
    const viaLink = await fetch(unsubscribe, { redirect: 'manual' });
    expect(viaLink.status).toBe(303);
    expect(viaLink.headers.get('location')).toBe('/newsletter/unsubscribed');

    // Coming back after unsubscribing subscribes again.
    expect(
      (await site.post('/api/newsletter', { email: 'meera.k@example.com', consent: true })).status,
    ).toBe(201);
  });

  it.each([
    ['an invalid address', { email: 'not-an-email' }, 400, 'Please enter a valid email address.'],
    ['a missing field', {}, 400, undefined],
    [
      'no consent',
      { email: 'x@example.com' },
      400,
      'Please tick the box to agree to receive the newsletter.',
    ],
    [
      'an unticked consent',
      { email: 'x@example.com', consent: false },
      400,
      'Please tick the box to agree to receive the newsletter.',
    ],
    ['a wrong type', { email: 42 }, 400, undefined],
    [
      'HTML in the address',
      { email: '<script>alert(1)</script>@x.com' },
      400,
      'Please enter a valid email address.',
    ],
    [
      'a huge address',
      { email: `${'a'.repeat(100_000)}@x.com` },
      413,
      'That request is too large.',
    ],
  ])('answers %s with a clear 4xx and stores nothing', async (_label, body, status, message) => {
    const response = await site.post('/api/newsletter', body);
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBeTruthy();
    if (message) expect(json.error.message).toBe(message);
    const [count] = await sql<
      { n: number }[]
    >`select count(*)::int as n from newsletter_subscribers`;
    expect(count?.n).toBe(0);
  });

  it('refuses malformed JSON, other content types, other methods and foreign origins', async () => {
    expect((await site.post('/api/newsletter', '{"email":')).status).toBe(400);
    const form = await fetch(`${site.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
      body: 'email=a@b.com',
    });
    expect(form.status).toBe(415);
    const foreign = await site.post(
      '/api/newsletter',
      { email: 'a@b.com', consent: true },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    const put = await fetch(`${site.url}/api/newsletter/unsubscribe?token=x`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect((await put.json()).error.code).toBe('method_not_allowed');
  });

  it('keeps the subscription when the mail service is down, and sends it once it is back', async () => {
    site.mail.setDown(true);
    expect(
      (await site.post('/api/newsletter', { email: 'ravi.p@example.com', consent: true })).status,
    ).toBe(201);
    await site.router.settled();
    const [pending] = await sql<
      { status: string; attempts: number; last_error: string }[]
    >`select status, attempts, last_error from emails`;
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending?.last_error).toMatch(/service_unavailable/);
    expect(site.mail.messages()).toHaveLength(0);

    site.mail.setDown(false);
    await sql`update emails set next_attempt_at = now()`;
    await site.router.runScheduled('outbox');
    expect(site.mail.messages().map((m) => m.to[0])).toEqual(['ravi.p@example.com']);
    // A second run sends nothing twice.
    await site.router.runScheduled('outbox');
    expect(site.mail.messages()).toHaveLength(1);
    const [sent] = await sql<{ status: string }[]>`select status from emails`;
    expect(sent?.status).toBe('sent');
  });
});
