import { describe, expect, it } from 'vitest';
import { purgeExpiredData } from '#/server/privacy/retention.server.ts';
import { confirmationLink as confirmationOf, followLink as follow } from './helpers/newsletter.ts';
import { eventually, useTestSite } from './helpers/site.ts';

describe('newsletter API', () => {
  const { db, sql, site } = useTestSite();

  const confirmationLink = (to: string) => confirmationOf(site, to);
  const followLink = (link: string, origin?: string) => follow(site, link, origin);

  it('subscribes only once the e-mailed link is followed: then records the consent and welcomes', async () => {
    const first = await site.post('/api/newsletter', {
      email: ' Meera.K@Example.com ',
      consent: true,
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ message: 'Subscription Added Succesfully' });
    // Pending: no consent yet, no welcome, only the link to confirm.
    expect(await sql`select email, confirmed_at from newsletter_subscribers`).toEqual([
      { email: 'meera.k@example.com', confirmed_at: null },
    ]);
    expect(await sql`select id from consents`).toEqual([]);
    const link = await confirmationLink('meera.k@example.com');
    expect(link.startsWith(`${site.url}/newsletter/confirm?token=`)).toBe(true);
    // Only a hash of the link's token is kept.
    const token = new URL(link).searchParams.get('token')!;
    expect(JSON.stringify(await sql`select * from newsletter_subscribers`)).not.toContain(token);
    // Asking again while pending answers the same, and sends no second link within the hour.
    const pending = await site.post('/api/newsletter', {
      email: 'meera.k@example.com',
      consent: true,
    });
    expect(pending.status).toBe(201);
    expect(await pending.json()).toEqual({ message: 'Subscription Added Succesfully' });
    await site.router.settled();
    expect(site.mail.messages()).toHaveLength(1);

    // The link opened by a mail scanner (a GET) confirms nothing; the page's button does, and
    // only from the site's own page.
    expect((await fetch(`${site.url}/api/newsletter/confirm?token=${token}`)).status).toBe(405);
    expect((await followLink(link, 'https://evil.example')).status).toBe(403);
    expect(await sql`select id from consents`).toEqual([]);
    const confirmed = await followLink(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirmed');
    const [subscriber] = await sql`select confirmed_at from newsletter_subscribers`;
    expect(subscriber!.confirmed_at).toBeInstanceOf(Date);
    const consents = await sql`select email, purpose, method, withdrawn_at from consents`;
    expect(consents).toEqual([
      {
        email: 'meera.k@example.com',
        purpose: 'newsletter',
        method: 'newsletter form, confirmed from the link e-mailed to the address',
        withdrawn_at: null,
      },
    ]);
    // Following it twice is harmless: still confirmed, one consent, one welcome.
    expect((await followLink(link)).headers.get('location')).toBe('/newsletter/confirmed');
    expect(await sql`select id from consents`).toHaveLength(1);

    const again = await site.post('/api/newsletter', {
      email: 'meera.k@example.com',
      consent: true,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'already_subscribed', message: 'User Already Exists' },
    });

    const mail = await eventually(() => {
      const m = site.mail
        .messages()
        .find((x) => x.subject === 'Welcome to the Psycortex newsletter');
      if (!m) throw new Error('no welcome yet');
      return m;
    });
    expect(site.mail.messages().filter((m) => /Welcome/.test(m.subject))).toHaveLength(1);
    expect(mail.to).toEqual(['meera.k@example.com']);
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
    // The old confirmation link does not subscribe again.
    expect((await followLink(link)).headers.get('location')).toBe('/newsletter/link-expired');

    // The link itself lands on a confirmation page.
    const viaLink = await fetch(unsubscribe, { redirect: 'manual' });
    expect(viaLink.status).toBe(303);
    expect(viaLink.headers.get('location')).toBe('/newsletter/unsubscribed');

    // Coming back after unsubscribing asks for a confirmation again.
    expect(
      (await site.post('/api/newsletter', { email: 'meera.k@example.com', consent: true })).status,
    ).toBe(201);
    const second = await confirmationLink('meera.k@example.com');
    expect(second).not.toBe(link);
    expect(await sql`select confirmed_at, unsubscribed_at from newsletter_subscribers`).toEqual([
      { confirmed_at: null, unsubscribed_at: null },
    ]);
    expect((await followLink(second)).headers.get('location')).toBe('/newsletter/confirmed');
  });

  it('lets an unconfirmed subscription lapse after 7 days: its link stops working and it is deleted', async () => {
    expect(
      (await site.post('/api/newsletter', { email: 'late@example.com', consent: true })).status,
    ).toBe(201);
    const link = await confirmationLink('late@example.com');
    await sql`update newsletter_subscribers set subscribed_at = now() - interval '7 days 1 minute',
      confirm_sent_at = now() - interval '7 days 1 minute'`;
    expect((await followLink(link)).headers.get('location')).toBe('/newsletter/link-expired');
    expect(await sql`select id from consents`).toEqual([]);
    // A made-up or mangled token fares no better.
    expect((await followLink(`${link}x`)).headers.get('location')).toBe('/newsletter/link-expired');
    expect(
      (await followLink(`${site.url}/newsletter/confirm?token=short`)).headers.get('location'),
    ).toBe('/newsletter/link-expired');

    // Another address, still in its 7 days, stays.
    await site.post('/api/newsletter', { email: 'fresh@example.com', consent: true });
    const report = await purgeExpiredData(db);
    expect(report.unconfirmedSubscriptions).toBe(1);
    expect((await sql`select email from newsletter_subscribers`).map((r) => r.email)).toEqual([
      'fresh@example.com',
    ]);
    // Asking again starts afresh, with a new link.
    await site.post('/api/newsletter', { email: 'late@example.com', consent: true });
    const again = await confirmationLink('late@example.com');
    expect(again).not.toBe(link);
    expect((await followLink(again)).headers.get('location')).toBe('/newsletter/confirmed');
  });

  it('sends a pending address a new link at most once an hour, the last one being the one that works', async () => {
    await site.post('/api/newsletter', { email: 'forgot@example.com', consent: true });
    const first = await confirmationLink('forgot@example.com');
    await sql`update newsletter_subscribers set confirm_sent_at = now() - interval '61 minutes'`;
    await site.post('/api/newsletter', { email: 'forgot@example.com', consent: true });
    await site.router.settled();
    expect(site.mail.messages()).toHaveLength(2);
    const second = await confirmationLink('forgot@example.com');
    expect(second).not.toBe(first);
    expect((await followLink(first)).headers.get('location')).toBe('/newsletter/link-expired');
    expect((await followLink(second)).headers.get('location')).toBe('/newsletter/confirmed');
  });

  it('counts boss+1@ and boss+2@ as one mailbox for the per-address limit', async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i++)
      statuses.push(
        (
          await site.post(
            '/api/newsletter',
            { email: `boss+${i}@example.com`, consent: true },
            { 'x-nf-client-connection-ip': `203.0.113.${i}` },
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // The mailbox without a tag is the same one.
    expect(
      (
        await site.post(
          '/api/newsletter',
          { email: 'BOSS@example.com', consent: true },
          { 'x-nf-client-connection-ip': '203.0.113.99' },
        )
      ).status,
    ).toBe(429);
    // Ten a day per mailbox, whatever the tag: each new address is sent a link.
    await sql`delete from rate_limits where bucket = 'newsletter:email:boss@example.com'`;
    await sql`update rate_limits set hits = 10 where bucket = 'newsletter:email-day:boss@example.com'`;
    expect(
      (
        await site.post(
          '/api/newsletter',
          { email: 'boss+7@example.com', consent: true },
          { 'x-nf-client-connection-ip': '203.0.113.98' },
        )
      ).status,
    ).toBe(429);
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
