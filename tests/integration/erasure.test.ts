import { describe, expect, it } from 'vitest';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { reconcileRefunds } from '#/server/payments/refunds.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { subscribeConfirmed } from './helpers/newsletter.ts';
import { billingFor, checkout, payOnSimulator, variantId } from './helpers/shop.ts';
import { cookiePair, eventually, type TestSite, useTestSite } from './helpers/site.ts';

interface Person {
  email: string;
  name: string;
  /** As typed, with spaces; stored as digits. */
  phone: string;
  digits: string;
  /** The same number as staff type it: a leading 0, other spaces, no +91. */
  typedByStaff: string[];
}

const erased: Person = {
  email: 'zephyrine.q@example.com',
  name: 'Zephyrine Quillfeather',
  phone: '+91 91234 56780',
  digits: '9123456780',
  typedByStaff: ['091234 56780', '91234-56780', '0 9123 456 780', '(+91) 912-345-6780'],
};
const other: Person = {
  email: 'bartholomew.i@example.com',
  name: 'Bartholomew Ironquill',
  phone: '+91 98111 22233',
  digits: '9811122233',
  typedByStaff: ['098111 22233', '98111-22233', '0 9811 122 233', '(+91) 981-112-2233'],
};

/**
 * Where each table that can hold a person's data appears in their `/api/me/data` export. A new
 * table holding personal data fails the test below until it is exported (and erased).
 */
const EXPORTED_AS: Record<string, string | null> = {
  users: 'profile',
  identities: 'signInProviders',
  orders: 'orders',
  // Each order's tax invoice and credit notes are exported with it, as `orders[].documents`.
  tax_documents: 'orders',
  payment_attempts: 'payments',
  payment_events: 'payments',
  enquiries: 'enquiries',
  emails: 'emails',
  newsletter_subscribers: 'newsletter',
  consents: 'consents',
  privacy_requests: 'privacyRequests',
  otp_challenges: 'loginCodes',
  login_failures: 'failedSignIns',
  admin_audit: 'staffAccess',
  bookings: 'bookings',
  session_credits: 'sessionCredits',
  // Refunds staff made, with their reasons (each credit note is under `orders` too).
  refunds: 'refunds',
  // A clinician's blocked time is not linked to a customer, though staff may name one in its
  // reason: redacted of the person at erasure, nothing to give back.
  clinician_blocks: null,
  // Counters named after the address, gone within two days: nothing to give back.
  rate_limits: null,
};

describe('erasure leaves nothing of the person behind', () => {
  const { sql, site, db } = useTestSite(async (database) => {
    await seedCatalogue(database);
    await seedDemoClinicians(database);
  });

  /**
   * Every text and JSON column of every table, searched for each needle; a needle of digits is
   * also searched for with the spaces, dots, dashes, brackets and plus signs between digits
   * taken out, so a phone number typed any way is found.
   */
  async function tablesMentioning(needles: string[]): Promise<string[]> {
    const columns = await sql<{ table_name: string; column_name: string }[]>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'jsonb', 'json', 'character')
      order by table_name, column_name`;
    const found = new Set<string>();
    for (const { table_name, column_name } of columns) {
      for (const needle of needles) {
        const text = /^\d+$/.test(needle)
          ? `regexp_replace("${column_name}"::text, '[-\\s().+/]', '', 'g')`
          : `"${column_name}"::text`;
        const [row] = await sql.unsafe(
          `select count(*)::int as n from "${table_name}" where ${text} ilike $1`,
          [`%${needle}%`],
        );
        if (Number(row?.n) > 0) found.add(`${table_name}.${column_name}`);
      }
    }
    return [...found].sort();
  }

  const needlesOf = (p: Person) => [
    p.email,
    p.digits,
    p.phone.replace(/\D/g, ''),
    ...p.name.split(' '),
  ];

  /** Everything a customer can do on the site, through the site's own API. */
  async function doEverything(person: Person, admin: string, site: TestSite): Promise<string> {
    const ip = (n: number) => ({ 'x-nf-client-connection-ip': `203.0.113.${n}` });
    // A login code, one wrong code from another network, then the right one.
    await site.post('/api/auth/otp', { email: person.email }, ip(1));
    const mail = await eventually(() => {
      const m = site.mail.messages().find((x) => x.to.includes(person.email));
      if (!m) throw new Error('no code yet');
      return m;
    });
    const code = mail.text.match(/\b\d{6}\b/)![0];
    await site.post('/api/auth/otp/verify', { email: person.email, otp: '000000' }, ip(2));
    const verified = await site.post(
      '/api/auth/otp/verify',
      { email: person.email, otp: code },
      ip(1),
    );
    expect(verified.status).toBe(200);
    const cookie = cookiePair(verified, '__Host-psy_session');
    await db
      .insertInto('identities')
      .values({
        user_id: (
          await db
            .selectFrom('users')
            .select('id')
            .where('email', '=', person.email)
            .executeTakeFirstOrThrow()
        ).id,
        provider: 'google',
        issuer: 'https://accounts.google.com',
        subject: `google-${person.digits}`,
        email: person.email,
      })
      .execute();

    const put = await fetch(`${site.url}/api/me/profile`, {
      method: 'PUT',
      headers: { cookie, origin: site.url, 'content-type': 'application/json' },
      body: JSON.stringify({ name: person.name, phone: person.phone, city: 'Nagpur' }),
    });
    expect(put.status).toBe(200);
    await subscribeConfirmed(site, person.email, ip(3));
    const [first, last] = person.name.split(' ');
    expect(
      (
        await site.post(
          '/api/enquiries',
          {
            firstname: first,
            lastname: last,
            email: person.email,
            contactNumber: person.phone.replace('+91 ', ''),
            city: 'Nagpur',
            state: 'Maharashtra',
            country: 'India',
            message: `I feel low most days. Please call ${person.name} on ${person.digits}.`,
          },
          ip(4),
        )
      ).status,
    ).toBe(201);
    const single = await variantId(db, 'single-session', '1 session');
    const { start } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      billing: { ...billingFor(person.email), name: person.name, phone: person.phone },
      provider: 'razorpay',
      acceptTerms: true,
      ageConfirmed: true,
    });
    await payOnSimulator(start!, 'approve');
    await site.gateway.settled();
    // The paid session becomes a credit; they book a video session with it.
    const offered = await fetch(
      `${site.url}/api/booking/slots?clinician=demo-clinician-asha&mode=video`,
    );
    const [slot, other, third] = ((await offered.json()) as { slots: { startsAt: string }[] })
      .slots;
    const held = await site.post(
      '/api/bookings',
      {
        clinician: 'demo-clinician-asha',
        startsAt: slot!.startsAt,
        mode: 'video',
        service: 'anxiety',
      },
      { cookie },
    );
    const { booking } = (await held.json()) as { booking: { id: string } };
    expect((await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie })).status).toBe(
      200,
    );
    // Staff book a session for them under their name, address and number, then cancel it with
    // a reason naming them; and book another for them as a caller who left only a number.
    const staffBooked = await site.post(
      '/api/admin/calendar',
      {
        clinician: 'demo-clinician-asha',
        startsAt: other!.startsAt,
        mode: 'video',
        service: 'anxiety',
        contactName: person.name,
        contactEmail: person.email,
        contactPhone: person.phone,
      },
      { cookie: admin },
    );
    expect(staffBooked.status).toBe(201);
    const cancelled = await site.post(
      `/api/admin/calendar/${((await staffBooked.json()) as { id: string }).id}/cancel`,
      {
        reason: `${first} rang from ${person.typedByStaff[0]}: too unwell to come this week.`,
        waive: true,
      },
      { cookie: admin },
    );
    expect(cancelled.status).toBe(200);
    expect(
      (
        await site.post(
          '/api/admin/calendar',
          {
            clinician: 'demo-clinician-asha',
            startsAt: third!.startsAt,
            mode: 'video',
            service: 'depression',
            contactName: first,
            contactPhone: person.typedByStaff[2],
          },
          { cookie: admin },
        )
      ).status,
    ).toBe(201);
    // A clinician's time kept free for them, the reason naming them in full.
    expect(
      (
        await site.post(
          '/api/admin/clinicians/demo-clinician-ravi/blocks',
          {
            kind: 'blocked',
            startsAt: new Date(
              Date.now() + (person === erased ? 40 : 50) * 86_400_000,
            ).toISOString(),
            endsAt: new Date(
              Date.now() + (person === erased ? 40.1 : 50.1) * 86_400_000,
            ).toISOString(),
            reason: `Home visit: ${person.name}, ${person.typedByStaff[3]}`,
          },
          { cookie: admin },
        )
      ).status,
    ).toBe(201);
    // Staff refund part of the paid session (already booked: with a reason for going beyond
    // the unused sessions); Razorpay confirms, and the credit note prints the reason.
    const refunded = await site.post(
      `/api/admin/orders/${start!.order.reference}/refunds`,
      {
        amount: '500',
        reason: `Goodwill for ${first}, who rang from ${person.typedByStaff[1]} (${person.email}).`,
        override: `${person.name} waited an hour for the clinician.`,
        bookedSessions: 'keep',
        requestKey: `erasure-refund-${crypto.randomUUID()}`,
      },
      { cookie: admin },
    );
    expect(refunded.status, await refunded.clone().text()).toBe(202);
    await eventually(() =>
      expect(
        site.gateway.refunds().every((r) => r.provider !== 'razorpay' || r.status !== 'pending'),
      ).toBe(true),
    );
    await site.gateway.settled();
    // A second order, paid through PayDollar, whose refund the provider confirms only later.
    const { start: second } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      billing: { ...billingFor(person.email), name: person.name, phone: person.phone },
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    await payOnSimulator(second!, 'approve');
    await site.router.settled();
    const waiting = await site.post(
      `/api/admin/orders/${second!.order.reference}/refunds`,
      {
        amount: '1,499',
        reason: `${first} asked by phone (${person.typedByStaff[0]}) to cancel the package.`,
        requestKey: `erasure-pending-${crypto.randomUUID()}`,
      },
      { cookie: admin },
    );
    expect(waiting.status, await waiting.clone().text()).toBe(202);
    expect(
      (
        await site.post(
          '/api/me/requests',
          { kind: 'correction', detail: `My number is ${person.digits}, please update it.` },
          { cookie },
        )
      ).status,
    ).toBe(201);
    // Staff look the person up, by e-mail, by name, by first name, and by phone typed every
    // which way; and read the calendar they are on.
    const get = (path: string) => fetch(`${site.url}${path}`, { headers: { cookie: admin } });
    expect((await get(`/api/admin/transactions/${encodeURIComponent(person.email)}`)).status).toBe(
      200,
    );
    for (const q of [person.name, first!.toUpperCase(), ...person.typedByStaff])
      expect((await get(`/api/admin/users?q=${encodeURIComponent(q)}`)).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/admin/calendar?from=${today}&days=31`)).status).toBe(200);
    await site.router.settled();
    return cookie;
  }

  it('erases a customer who used every feature from every table, and exported each first', async () => {
    const admin = await signInAdmin(db);
    const cookie = await doEverything(erased, admin, site);
    await doEverything(other, admin, site);

    const before = await tablesMentioning(needlesOf(erased));
    const tables = [...new Set(before.map((c) => c.split('.')[0]!))];
    // Every table that holds the person's data is known here, and in their export.
    expect(tables.filter((t) => !(t in EXPORTED_AS))).toEqual([]);
    const exported = (await (
      await fetch(`${site.url}/api/me/data`, { headers: { cookie } })
    ).json()) as Record<string, unknown>;
    for (const table of tables) {
      const key = EXPORTED_AS[table];
      if (key === null) continue;
      const part = exported[key!];
      expect(part, `${table} → ${key}`).toBeTruthy();
      expect(JSON.stringify(part), `${table} → ${key}`).not.toBe('[]');
    }
    expect(JSON.stringify(exported)).not.toContain(other.email);

    const response = await site.post('/api/me/erase', { confirm: 'ERASE' }, { cookie });
    expect(response.status).toBe(200);
    await site.router.settled();
    const mailed = site.mail.messages().length;

    // PayDollar confirms the refunds after the erasure: each credit note is issued (the law
    // needs it), with the erased buyer and the redacted reason, and nothing is written to the
    // erased person; the other customer is e-mailed as usual.
    for (let i = 0; i < 2; i++) {
      const { emailIds } = await reconcileRefunds(db, 'paydollar');
      await sendDueEmails(db, emailIds);
    }
    expect(await sql`select status from refunds where status <> 'processed'`).toEqual([]);
    expect(
      await sql`select id from emails where to_address = '' or to_address like '%.invalid'`,
    ).toEqual([]);
    const refundMails = site.mail.messages().slice(0, site.mail.messages().length - mailed);
    expect(refundMails.map((m) => m.to)).toEqual([[other.email]]);
    const notes = await sql`
      select d.buyer->>'name' as buyer, d.reason from tax_documents d
      join orders o on o.id = d.order_id
      where d.kind = 'credit_note' and o.personal_data_erased_at is not null order by d.id`;
    expect(notes).toEqual([
      {
        buyer: 'Erased customer',
        reason: 'Goodwill for [erased], who rang from [erased] ([erased]).',
      },
      {
        buyer: 'Erased customer',
        reason: '[erased] asked by phone ([erased]) to cancel the package.',
      },
    ]);

    expect(await tablesMentioning(needlesOf(erased))).toEqual([]);
    // The search is able to find someone: the other customer is all still there.
    const kept = await tablesMentioning(needlesOf(other));
    for (const column of [
      'users.email',
      'emails.text_body',
      'enquiries.message',
      'payment_events.payload',
      'privacy_requests.detail',
      'orders.billing_name',
      'refunds.reason',
      'refunds.override_reason',
      'tax_documents.reason',
      'bookings.cancel_reason',
      'bookings.contact_phone',
      'clinician_blocks.reason',
      'admin_audit.subject',
    ])
      expect(kept).toContain(column);
    // Staff's searches for the other customer's number, however typed, are all still there.
    const searches = await sql`select subject from admin_audit where action = 'read.users'`;
    for (const typed of other.typedByStaff) expect(searches.map((r) => r.subject)).toContain(typed);
    // What the law keeps: the orders, with their sums and place of supply.
    const orders = await sql`select billing_name, total_paise, status from orders
      where personal_data_erased_at is not null order by id`;
    expect(orders).toEqual([
      { billing_name: 'Erased customer', total_paise: '149900', status: 'partially_refunded' },
      { billing_name: 'Erased customer', total_paise: '149900', status: 'refunded' },
    ]);
    // The access log still says what staff did and read, under the customer's id.
    const [user] = await sql`select id from users where erased_at is not null`;
    const about = await sql`select action from admin_audit
      where subject = ${`user:${user!.id}`} or ${`user:${user!.id}`} = any(subjects)`;
    expect(about.map((r) => r.action)).toEqual(
      expect.arrayContaining(['read.users', 'read.transactions', 'read.calendar']),
    );
  });
});
