import { describe, expect, it } from 'vitest';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { billingFor, checkout, payOnSimulator, variantId } from './helpers/shop.ts';
import { cookiePair, eventually, type TestSite, useTestSite } from './helpers/site.ts';

interface Person {
  email: string;
  name: string;
  /** As typed, with spaces; stored as digits. */
  phone: string;
  digits: string;
}

const erased: Person = {
  email: 'zephyrine.q@example.com',
  name: 'Zephyrine Quillfeather',
  phone: '+91 91234 56780',
  digits: '9123456780',
};
const other: Person = {
  email: 'bartholomew.i@example.com',
  name: 'Bartholomew Ironquill',
  phone: '+91 98111 22233',
  digits: '9811122233',
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
  // Counters named after the address, gone within two days: nothing to give back.
  rate_limits: null,
};

describe('erasure leaves nothing of the person behind', () => {
  const { sql, site, db } = useTestSite(async (database) => {
    await seedCatalogue(database);
    await seedDemoClinicians(database);
  });

  /** Every text and JSON column of every table, searched for each needle. */
  async function tablesMentioning(needles: string[]): Promise<string[]> {
    const columns = await sql<{ table_name: string; column_name: string }[]>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'jsonb', 'json', 'character')
      order by table_name, column_name`;
    const found = new Set<string>();
    for (const { table_name, column_name } of columns) {
      for (const needle of needles) {
        const [row] = await sql.unsafe(
          `select count(*)::int as n from "${table_name}" where "${column_name}"::text ilike $1`,
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
    expect(
      (await site.post('/api/newsletter', { email: person.email, consent: true }, ip(3))).status,
    ).toBe(201);
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
    const [slot, other] = ((await offered.json()) as { slots: { startsAt: string }[] }).slots;
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
    // Staff book a phone session for them under their name and number.
    expect(
      (
        await site.post(
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
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await site.post(
          '/api/me/requests',
          { kind: 'correction', detail: `My number is ${person.digits}, please update it.` },
          { cookie },
        )
      ).status,
    ).toBe(201);
    // Staff look the person up, by e-mail and by name.
    const get = (path: string) => fetch(`${site.url}${path}`, { headers: { cookie: admin } });
    expect((await get(`/api/admin/transactions/${encodeURIComponent(person.email)}`)).status).toBe(
      200,
    );
    expect((await get(`/api/admin/users?q=${encodeURIComponent(person.name)}`)).status).toBe(200);
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
    ])
      expect(kept).toContain(column);
    // What the law keeps: the order, with its sums and place of supply.
    const orders = await sql`select billing_name, total_paise, status from orders
      where personal_data_erased_at is not null`;
    expect(orders).toEqual([
      { billing_name: 'Erased customer', total_paise: '149900', status: 'paid' },
    ]);
  });
});
