import { describe, expect, it } from 'vitest';
import { clearOfWindowEnd, eventually, useTestSite } from './helpers/site.ts';

const valid = {
  firstname: 'Meera',
  lastname: 'Kulkarni',
  email: 'meera.k@example.com',
  contactNumber: '98765 43210',
  city: 'Nagpur',
  state: 'Maharashtra',
  country: 'India',
  message: 'I would like to book a first session for my teenage son.',
};

let ipCounter = 0;
const visitor = () => ({ 'x-nf-client-connection-ip': `192.0.2.${(ipCounter++ % 250) + 1}` });

describe('contact enquiries API', () => {
  const { sql, site } = useTestSite();

  it('stores the enquiry and e-mails the care team and the sender', async () => {
    const response = await site.post('/api/enquiries', valid, visitor());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    const [row] = await sql`select * from enquiries`;
    expect(row).toMatchObject({
      firstname: 'Meera',
      email: 'meera.k@example.com',
      contact_number: '9876543210',
    });
    const mails = await eventually(() => {
      const all = site.mail.messages();
      if (all.length < 2) throw new Error('waiting');
      return all;
    });
    const care = mails.find((m) => m.to[0] === 'care@psycortex.in')!;
    expect(care.subject).toBe('New enquiry from Meera Kulkarni');
    expect(care.headers['Reply-To']).toBe('meera.k@example.com');
    expect(care.text).toContain(valid.message);
    const ack = mails.find((m) => m.to[0] === 'meera.k@example.com')!;
    expect(ack.subject).toBe('We have received your message');
    // The acknowledgement goes to whatever address was typed: it repeats nothing typed.
    for (const typed of [valid.message, 'Meera', 'Kulkarni', '9876543210', '98765 43210'])
      expect(`${ack.subject}\n${ack.text}\n${ack.html}`).not.toContain(typed);
  });

  it('sends only so many acknowledgements per recipient domain and for the whole site', async () => {
    const { ACKNOWLEDGEMENT_LIMITS } = await import('#/server/enquiries/enquiries.server.ts');
    const post = (email: string) =>
      site.post('/api/enquiries', { ...valid, email }, visitor()).then((r) => r.status);
    for (let i = 0; i < ACKNOWLEDGEMENT_LIMITS.domainPerHour + 2; i++)
      expect(await post(`victim${i}@target.example`)).toBe(201);
    await site.router.settled();
    const counts = await sql<{ n: number; acks: number; cares: number }[]>`
      select (select count(*)::int from enquiries) as n,
        (select count(*)::int from emails where idempotency_key like 'enquiry-ack:%') as acks,
        (select count(*)::int from emails where idempotency_key like 'enquiry-care:%') as cares`;
    // Every enquiry is kept and reaches the care team; the extra acknowledgements are not sent.
    expect(counts[0]).toEqual({
      n: ACKNOWLEDGEMENT_LIMITS.domainPerHour + 2,
      acks: ACKNOWLEDGEMENT_LIMITS.domainPerHour,
      cares: ACKNOWLEDGEMENT_LIMITS.domainPerHour + 2,
    });
    // Another domain is not affected, until the site-wide count is reached.
    expect(await post('someone@other.example')).toBe(201);
    await sql`update rate_limits set hits = ${ACKNOWLEDGEMENT_LIMITS.sitePerHour}
      where bucket = 'enquiry-ack:site'`;
    expect(await post('late@third.example')).toBe(201);
    const acked = await sql<{ to_address: string }[]>`
      select to_address from emails where idempotency_key like 'enquiry-ack:%'
      and to_address not like '%@target.example'`;
    expect(acked.map((r) => r.to_address)).toEqual(['someone@other.example']);
  });

  it('keeps unicode as written and HTML as harmless text', async () => {
    const payload = {
      ...valid,
      email: 'priya@example.com',
      firstname: 'प्रिया',
      lastname: '<img src=x onerror=alert(1)>',
      message: 'नमस्ते 🙏\n<script>alert("x")</script> & "quotes"',
    };
    expect((await site.post('/api/enquiries', payload, visitor())).status).toBe(201);
    const [row] = await sql<
      { firstname: string; lastname: string; message: string }[]
    >`select * from enquiries`;
    expect(row).toMatchObject({
      firstname: 'प्रिया',
      lastname: payload.lastname,
      message: payload.message,
    });
    const mails = await eventually(() => {
      const all = site.mail.messages();
      if (all.length < 2) throw new Error('waiting');
      return all;
    });
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img src=x');
    }
    expect(mails.find((m) => m.to[0] === 'care@psycortex.in')!.html).toContain('&lt;script&gt;');
  });

  it.each([
    ['an empty field', { ...valid, city: '  ' }, 'Please fill in all fields before submitting.'],
    ['a missing field', { ...valid, message: undefined }, 'Please fill in your message.'],
    ['a bad e-mail', { ...valid, email: 'meera@' }, 'Please enter a valid email address.'],
    [
      'letters in the number',
      { ...valid, contactNumber: 'call me' },
      'Please enter a contact number of 7 to 15 digits.',
    ],
    ['a wrong type', { ...valid, message: 42 }, undefined],
    [
      'an over-long message',
      { ...valid, message: 'x'.repeat(4001) },
      'Your message is too long (at most 4000 characters).',
    ],
    [
      'control characters',
      { ...valid, firstname: 'Me\u0000era' },
      'Your first name contains characters we cannot accept.',
    ],
    ['an array body', [valid], undefined],
  ])('refuses %s with a 400 and stores nothing', async (_label, body, message) => {
    const response = await site.post('/api/enquiries', body, visitor());
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; message: string } };
    if (message) expect(json.error.message).toBe(message);
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from enquiries`;
    expect(count?.n).toBe(0);
  });

  it('refuses a body over 64 KB with 413, never a 5xx', async () => {
    const response = await site.post(
      '/api/enquiries',
      { ...valid, message: 'x'.repeat(70_000) },
      visitor(),
    );
    expect(response.status).toBe(413);
  });

  it('limits one message a minute per address on the server too', async () => {
    await clearOfWindowEnd(60, 5_000);
    expect((await site.post('/api/enquiries', valid, visitor())).status).toBe(201);
    const again = await site.post('/api/enquiries', valid, visitor());
    expect(again.status).toBe(429);
    expect((await again.json()).error.message).toBe(
      'You recently submitted a message. Please try again after sometime.',
    );
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('counts boss+1@ and boss+2@ as the one mailbox they reach, a minute and a day', async () => {
    await clearOfWindowEnd(60, 5_000);
    const from = (email: string) => site.post('/api/enquiries', { ...valid, email }, visitor());
    expect((await from('boss+1@example.com')).status).toBe(201);
    expect((await from('boss+2@example.com')).status).toBe(429);
    expect((await from('Boss@Example.com')).status).toBe(429);
    // Another mailbox is not held back: a dot or a dash is not a tag.
    expect((await from('bo.ss@example.com')).status).toBe(201);
    expect((await from('boss-1@example.com')).status).toBe(201);
    // The day's ten are counted by mailbox too.
    await sql`update rate_limits set hits = 10 where bucket = 'enquiry:email-day:boss@example.com'`;
    await sql`delete from rate_limits where bucket = 'enquiry:email:boss@example.com'`;
    expect((await from('boss+11@example.com')).status).toBe(429);
    // Each is stored and answered at the address typed.
    expect((await sql`select email from enquiries order by id`).map((r) => r.email)).toEqual([
      'boss+1@example.com',
      'bo.ss@example.com',
      'boss-1@example.com',
    ]);
  });

  it('quietly drops what a bot sends through the hidden field', async () => {
    const response = await site.post(
      '/api/enquiries',
      { ...valid, website: 'http://spam.example' },
      visitor(),
    );
    expect(response.status).toBe(201);
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from enquiries`;
    expect(count?.n).toBe(0);
  });

  it('keeps the enquiry when mail is down and sends both e-mails once it recovers', async () => {
    site.mail.setDown(true);
    expect((await site.post('/api/enquiries', valid, visitor())).status).toBe(201);
    await site.router.settled();
    const [stored] = await sql<{ n: number }[]>`select count(*)::int as n from enquiries`;
    expect(stored?.n).toBe(1);
    expect(site.mail.messages()).toHaveLength(0);

    site.mail.setDown(false);
    await sql`update emails set next_attempt_at = now()`;
    await site.router.runScheduled('outbox');
    expect(
      site.mail
        .messages()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['care@psycortex.in', 'meera.k@example.com']);
  });
});
