import { describe, expect, it } from 'vitest';
import type { AdminTransactions } from '#/api/admin-transactions.ts';
import { PRIVACY_NOTICE_VERSION } from '#/features/privacy/privacy.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { subscribeConfirmed } from './helpers/newsletter.ts';
import {
  billingFor,
  checkout,
  datafeed,
  postDatafeed,
  signInCustomer,
  variantId,
} from './helpers/shop.ts';
import { useTestSite } from './helpers/site.ts';

describe('privacy centre API', () => {
  const { db, sql, site } = useTestSite(seedCatalogue);
  const get = (path: string, cookie: string) =>
    fetch(`${site.url}${path}`, { headers: { cookie } });

  async function customerWithOrder(email: string) {
    const cookie = await signInCustomer(db, email);
    const single = await variantId(db, 'single-session', '1 session');
    const { start } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      billing: billingFor(email),
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    await postDatafeed(site, datafeed({ Ref: start!.order.reference, Amt: '1499.00' }));
    return { cookie, orderId: start!.order.reference };
  }

  it('records newsletter consent with its notice, and withdraws it in one click', async () => {
    const { cookie } = await customerWithOrder('news@example.com');
    await subscribeConfirmed(site, 'news@example.com');
    const [given] = await sql`select purpose, notice_version, method, withdrawn_at from consents`;
    expect(given).toEqual({
      purpose: 'newsletter',
      notice_version: PRIVACY_NOTICE_VERSION,
      method: 'newsletter form, confirmed from the link e-mailed to the address',
      withdrawn_at: null,
    });
    const withdraw = await site.post('/api/me/consents/newsletter/withdraw', {}, { cookie });
    expect(withdraw.status).toBe(200);
    const [consent] = await sql`select withdrawn_at, withdrawal_method from consents`;
    expect(consent!.withdrawn_at).toBeInstanceOf(Date);
    expect(consent!.withdrawal_method).toBe('privacy centre');
    const [subscriber] = await sql`select unsubscribed_at from newsletter_subscribers`;
    expect(subscriber!.unsubscribed_at).toBeInstanceOf(Date);
  });

  it('gives customers all their data, their order included, and nobody else’s', async () => {
    const { cookie, orderId } = await customerWithOrder('mine@example.com');
    await customerWithOrder('theirs@example.com');
    await site.post('/api/enquiries', {
      firstname: 'Mine',
      lastname: 'Person',
      email: 'mine@example.com',
      contactNumber: '9876543210',
      city: 'Nagpur',
      state: 'Maharashtra',
      country: 'India',
      message: 'A question',
    });
    const response = await get('/api/me/data?download=1', cookie);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="psycortex-my-data-/,
    );
    const data = (await response.json()) as Record<string, unknown> & {
      profile: { email: string };
      orders: Array<{ reference: string; status: string }>;
      enquiries: Array<{ message: string }>;
      signIns: unknown[];
    };
    expect(data.profile.email).toBe('mine@example.com');
    expect(data.orders.map((o) => [o.reference, o.status])).toEqual([[orderId, 'paid']]);
    expect(data.enquiries.map((e) => e.message)).toEqual(['A question']);
    expect(data.signIns).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain('theirs@example.com');
    expect(JSON.stringify(data)).not.toContain('token');
    expect((await fetch(`${site.url}/api/me/data`)).status).toBe(401);
  });

  it('lets customers correct their details, with messages for bad input', async () => {
    const cookie = await signInCustomer(db, 'fix@example.com');
    const put = (body: unknown) =>
      fetch(`${site.url}/api/me/profile`, {
        method: 'PUT',
        headers: { cookie, origin: site.url, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const bad = await put({ name: '', phone: '12' });
    expect(bad.status).toBe(400);
    expect(await put({ name: 'Fixed Name', phone: '98765 43210', city: 'Pune' })).toHaveProperty(
      'status',
      200,
    );
    const [user] = await sql`select name, phone, city from users where email = 'fix@example.com'`;
    expect(user).toEqual({ name: 'Fixed Name', phone: '9876543210', city: 'Pune' });
  });

  it('ends every session of the customer', async () => {
    const first = await signInCustomer(db, 'many@example.com');
    const second = await signInCustomer(db, 'many@example.com');
    const response = await site.post('/api/me/sign-ins/end', {}, { cookie: first });
    expect(((await response.json()) as { ended: number }).ended).toBe(2);
    expect((await get('/api/me', first)).status).toBe(401);
    expect((await get('/api/me', second)).status).toBe(401);
  });

  it('erases an account at once, keeping only the invoice fields of its orders', async () => {
    const { cookie, orderId } = await customerWithOrder('erase@example.com');
    await subscribeConfirmed(site, 'erase@example.com');
    const refused = await site.post('/api/me/erase', { confirm: 'yes' }, { cookie });
    expect(refused.status).toBe(400);
    const erased = await site.post('/api/me/erase', { confirm: 'ERASE' }, { cookie });
    expect(erased.status).toBe(200);
    expect(erased.headers.getSetCookie().join()).toContain('__Host-psy_session=;');

    expect((await get('/api/me', cookie)).status).toBe(401);
    expect(await sql`select id from users where email = 'erase@example.com'`).toHaveLength(0);
    expect(await sql`select id from newsletter_subscribers`).toHaveLength(0);
    expect(await sql`select id from consents`).toHaveLength(0);
    expect(await sql`select id from emails where to_address = 'erase@example.com'`).toHaveLength(0);
    const [order] =
      await sql`select billing_name, billing_email, billing_phone, billing_street_address,
      billing_city, billing_state, total_paise, status, personal_data_erased_at from orders`;
    expect(order).toMatchObject({
      billing_name: 'Erased customer',
      billing_email: '',
      billing_phone: '',
      billing_street_address: '',
      billing_city: 'Nagpur',
      billing_state: 'Maharashtra',
      total_paise: '149900',
      status: 'paid',
    });
    expect(order!.personal_data_erased_at).toBeInstanceOf(Date);

    const admin = await signInAdmin(db);
    const all = (await (
      await get('/api/admin/transactions/all', admin)
    ).json()) as AdminTransactions;
    expect(all.transactions.map((t) => [t.reference, t.billing.name, t.billing.email])).toEqual([
      [orderId, 'Erased customer', ''],
    ]);
    // The same address may open a new, empty account later.
    const again = await signInCustomer(db, 'erase@example.com');
    const data = (await (await get('/api/me/data', again)).json()) as { orders: unknown[] };
    expect(data.orders).toEqual([]);
  });

  it('sends requests to the admin panel with their age and state', async () => {
    const cookie = await signInCustomer(db, 'ask@example.com');
    const empty = await site.post(
      '/api/me/requests',
      { kind: 'correction', detail: ' ' },
      { cookie },
    );
    expect(empty.status).toBe(400);
    const sent = await site.post(
      '/api/me/requests',
      { kind: 'grievance', detail: 'Please explain how my data is used.' },
      { cookie },
    );
    expect(sent.status).toBe(201);
    await sql`update privacy_requests set created_at = now() - interval '3 days'`;
    const admin = await signInAdmin(db);
    const list = (await (await get('/api/admin/privacy-requests', admin)).json()) as {
      requests: Array<{
        id: string;
        kind: string;
        state: string;
        ageDays: number;
        contactEmail: string;
      }>;
    };
    expect(list.requests).toEqual([
      expect.objectContaining({
        kind: 'grievance',
        state: 'open',
        ageDays: 3,
        contactEmail: 'ask@example.com',
      }),
    ]);
  });
});
