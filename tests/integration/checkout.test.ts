import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { verifyDatafeed } from '#/server/payments/paydollar/protocol.ts';
import {
  billingFor,
  checkout,
  datafeed,
  getOrder,
  postDatafeed,
  signInCustomer,
  variantId,
} from './helpers/shop.ts';
import { eventually, useTestSite } from './helpers/site.ts';

describe('checkout: orders priced by the server', () => {
  const { db, sql, site } = useTestSite(seedCatalogue);

  const order = async (email: string, items: unknown[], extra: Record<string, unknown> = {}) => {
    const cookie = await signInCustomer(db, email);
    return {
      cookie,
      ...(await checkout(site, cookie, {
        items,
        billing: billingFor(email),
        provider: 'paydollar',
        acceptTerms: true,
        ageConfirmed: true,
        ...extra,
      })),
    };
  };

  it('sends a customer who paid from a Marathi page back to the Marathi order page and cart', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const { start, response } = await order(
      'meera@example.com',
      [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      { locale: 'mr' },
    );
    expect(response.status).toBe(201);
    expect(start!.payment.fields).toMatchObject({
      successUrl: `${site.url}/mr/user/order/${start!.order.reference}`,
      failUrl: `${site.url}/mr/user/order/${start!.order.reference}`,
      cancelUrl: `${site.url}/mr/user/mycart?cancelled=${start!.order.reference}`,
    });
  });

  it("brings a customer back from Razorpay's checkout to the order page in the order's language", async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const { start } = await order(
      'anjali@example.com',
      [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      { locale: 'hi', provider: 'razorpay' },
    );
    const back = await fetch(`${site.url}/api/payments/razorpay/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ razorpay_order_id: start!.payment.fields.order_id! }),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(`/hi/user/order/${start!.order.reference}`);
  });

  it('stores a pending order and its line snapshot, and hands the browser a signed form', async () => {
    const sixMonths = await variantId(db, 'individual-counselling', '6 months');
    const single = await variantId(db, 'single-session', '1 session');
    const { start, response } = await order('asha@example.com', [
      { productSlug: 'individual-counselling', variantId: sixMonths, quantity: 1 },
      { productSlug: 'single-session', variantId: single, quantity: 3 },
    ]);
    expect(response.status).toBe(201);
    expect(start!.order).toMatchObject({ status: 'pending', total: 1_20_000_00 + 3 * 1_499_00 });
    const { fields, action } = start!.payment;
    expect(action).toBe(process.env.PAYDOLLAR_PAYMENT_URL);
    expect(fields).toMatchObject({
      orderRef: start!.order.reference,
      amount: '124497.00',
      currCode: '356',
      merchantId: process.env.PAYDOLLAR_MERCHANT_ID,
      successUrl: `${site.url}/user/order/${start!.order.reference}`,
      cancelUrl: `${site.url}/user/mycart?cancelled=${start!.order.reference}`,
    });
    const [row] = await sql`select * from orders`;
    expect(row).toMatchObject({ status: 'pending', total_paise: '12449700', currency: 'INR' });
    const lines =
      await sql`select product_name, variant_label, sessions, unit_paise, quantity, line_paise from order_items order by position`;
    expect(lines).toEqual([
      {
        product_name: 'Individual Counselling',
        variant_label: '6 months',
        sessions: 24,
        unit_paise: '12000000',
        quantity: 1,
        line_paise: '12000000',
      },
      {
        product_name: 'Single Counselling Session',
        variant_label: '1 session',
        sessions: 1,
        unit_paise: '149900',
        quantity: 3,
        line_paise: '449700',
      },
    ]);
    const [attempt] =
      await sql`select provider, provider_order_id, amount_paise from payment_attempts`;
    expect(attempt).toMatchObject({ provider: 'paydollar', amount_paise: '12449700' });
    // The billing details are now the customer's profile.
    const [user] =
      await sql`select name, city, pin_code from users where email = 'asha@example.com'`;
    expect(user).toEqual({ name: 'Asha Rao', city: 'Nagpur', pin_code: '440001' });
  });

  it('charges the database price whatever price, total or currency the browser sends', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const { start } = await order(
      'tamper@example.com',
      [{ productSlug: 'single-session', variantId: single, quantity: 2, cost: 1, price: 1 }],
      { total: 100, amount: '1.00', currency: 'USD' },
    );
    expect(start!.order.total).toBe(2 * 1_499_00);
    expect(start!.payment.fields.amount).toBe('2998.00');
    const [row] = await sql`select total_paise, currency from orders`;
    expect(row).toEqual({ total_paise: '299800', currency: 'INR' });
  });

  it('refuses a variant that belongs to another product, or one no longer offered', async () => {
    const group = await variantId(db, 'group-counselling', '50 people');
    const mixed = await order('mix@example.com', [
      { productSlug: 'single-session', variantId: group, quantity: 1 },
    ]);
    expect(mixed.response.status).toBe(409);
    expect(mixed.error).toMatchObject({
      code: 'unavailable',
      fields: { 'items.0': expect.any(String) },
    });

    await sql`update variants set archived_at = now() where id = ${group}`;
    const archived = await order('gone@example.com', [
      { productSlug: 'group-counselling', variantId: group, quantity: 1 },
    ]);
    expect(archived.response.status).toBe(409);
    expect(await sql`select id from orders`).toHaveLength(0);
  });

  it('refuses bad quantities and incomplete billing with messages, storing nothing', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const line = { productSlug: 'single-session', variantId: single };
    for (const quantity of [0, -1, 2.5, 100, '2']) {
      const { response } = await order('q@example.com', [{ ...line, quantity }]);
      expect(response.status).toBe(400);
    }
    // Two lines of the same item merge, and the merged quantity is capped too.
    const merged = await order('m@example.com', [
      { ...line, quantity: 60 },
      { ...line, quantity: 60 },
    ]);
    expect(merged.response.status).toBe(400);
    const cookie = await signInCustomer(db, 'b@example.com');
    const incomplete = await checkout(site, cookie, {
      items: [{ ...line, quantity: 1 }],
      billing: { ...billingFor('b@example.com'), pinCode: '' },
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    expect(incomplete.response.status).toBe(400);
    expect(incomplete.error!.fields).toHaveProperty(['billing.pinCode']);
    const noTerms = await order('t@example.com', [{ ...line, quantity: 1 }], {
      acceptTerms: false,
    });
    expect(noTerms.error!.message).toBe('Please accept the terms and conditions.');
    expect(await sql`select id from orders`).toHaveLength(0);
  });

  it('needs a signed-in customer and a same-site request', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const body = {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      billing: billingFor('x@example.com'),
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    };
    expect((await site.post('/api/orders', body)).status).toBe(401);
    const cookie = await signInCustomer(db, 'x@example.com');
    const foreign = await site.post('/api/orders', body, {
      cookie,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
  });

  it('shows an order only to its owner', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const { start, cookie } = await order('owner@example.com', [
      { productSlug: 'single-session', variantId: single, quantity: 1 },
    ]);
    const id = start!.order.reference;
    const mine = await getOrder(site, cookie, id);
    expect(mine).toMatchObject({ reference: id, status: 'pending', total: 1_499_00 });
    expect(mine.billing.name).toBe('Asha Rao');

    const stranger = await signInCustomer(db, 'stranger@example.com');
    const theirs = await fetch(`${site.url}/api/orders/${id}`, { headers: { cookie: stranger } });
    expect(theirs.status).toBe(404);
    const cancel = await site.post(`/api/orders/${id}/cancel`, {}, { cookie: stranger });
    expect(cancel.status).toBe(404);
    expect((await fetch(`${site.url}/api/orders/${id}`)).status).toBe(401);
    const purchases = await fetch(`${site.url}/api/me/purchases`, {
      headers: { cookie: stranger },
    });
    expect(await purchases.json()).toEqual({ items: [] });
    expect((await getOrder(site, cookie, id)).status).toBe('pending');
  });

  it('lets the owner cancel a pending order from the payment page', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const { start, cookie } = await order('cancel@example.com', [
      { productSlug: 'single-session', variantId: single, quantity: 1 },
    ]);
    const response = await site.post(
      `/api/orders/${start!.order.reference}/cancel`,
      {},
      { cookie },
    );
    expect(response.status).toBe(200);
    expect((await getOrder(site, cookie, start!.order.reference)).status).toBe('cancelled');
  });

  it('signs the payment form so the gateway can tell it was not altered', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const { start } = await order('sig@example.com', [
      { productSlug: 'single-session', variantId: single, quantity: 1 },
    ]);
    const { fields } = start!.payment;
    // The request hash covers the amount: the datafeed verifier must not accept request hashes.
    expect(verifyDatafeed(fields, process.env.PAYDOLLAR_SECURE_HASH_SECRET!, 'sha1')).toBe(false);
    expect(fields.secureHash).toMatch(/^[0-9a-f]{40}$/);
  });

  it('settles a paid order once and sends one confirmation e-mail', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const { start, cookie } = await order('paid@example.com', [
      { productSlug: 'single-session', variantId: single, quantity: 2 },
    ]);
    const id = start!.order.reference;
    const feed = datafeed({ Ref: id, Amt: '2998.00' });
    const first = await postDatafeed(site, feed);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('OK');
    const paid = await getOrder(site, cookie, id);
    expect(paid).toMatchObject({
      status: 'paid',
      transactionReference: feed.PayRef,
      errorMessage: null,
    });
    // PayDollar retries until it reads OK; a repeat is answered OK and changes nothing.
    const again = await postDatafeed(site, feed);
    expect(await again.text()).toBe('OK');
    const mails = await eventually(() => {
      const all = site.mail.messages();
      if (all.length === 0) throw new Error('waiting for the e-mail');
      return all;
    });
    await site.router.settled();
    expect(site.mail.messages()).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['paid@example.com']);
    expect(mails[0]!.subject).toBe(`Your Psycortex order ${id} is confirmed`);
    expect(mails[0]!.text).toContain('Rs 2,998');
    expect(await sql`select id from payment_events`).toHaveLength(1);
    const purchases = await fetch(`${site.url}/api/me/purchases`, { headers: { cookie } });
    expect(((await purchases.json()) as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        name: 'Single Counselling Session',
        quantity: 2,
        orderReference: id,
      }),
    ]);
  });

  it('rejects forged, altered and cross-order datafeeds', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const a = await order('a@example.com', [
      { productSlug: 'single-session', variantId: single, quantity: 1 },
    ]);
    const b = await order('b2@example.com', [
      { productSlug: 'single-session', variantId: single, quantity: 2 },
    ]);
    const forged = datafeed({ Ref: a.start!.order.reference, Amt: '1499.00' }, 'not-the-secret');
    expect((await postDatafeed(site, forged)).status).toBe(400);
    const genuine = datafeed({ Ref: a.start!.order.reference, Amt: '1499.00' });
    // Changing the amount, the outcome or the order it is about breaks the hash.
    for (const altered of [
      { ...genuine, Amt: '2998.00' },
      { ...genuine, successcode: '1' },
      { ...genuine, Ref: b.start!.order.reference },
    ]) {
      expect((await postDatafeed(site, altered)).status).toBe(400);
    }
    const unknown = datafeed({ Ref: 'PSY-0000000000', Amt: '1499.00' });
    expect((await postDatafeed(site, unknown)).status).toBe(404);
    expect((await getOrder(site, a.cookie, a.start!.order.reference)).status).toBe('pending');
    expect((await getOrder(site, b.cookie, b.start!.order.reference)).status).toBe('pending');
    await site.router.settled();
    expect(site.mail.messages()).toHaveLength(0);
  });

  it('ends an order whose amount does not match in failed, with a message', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const { start, cookie } = await order('short@example.com', [
      { productSlug: 'single-session', variantId: single, quantity: 1 },
    ]);
    const response = await postDatafeed(
      site,
      datafeed({ Ref: start!.order.reference, Amt: '14.99' }),
    );
    expect(await response.text()).toBe('OK');
    const failed = await getOrder(site, cookie, start!.order.reference);
    expect(failed.status).toBe('failed');
    expect(failed.errorMessage).toBe(
      'The amount received (Rs 14.99) does not match the order total (Rs 1,499). Our care team will contact you to put it right.',
    );
    await site.router.settled();
    expect(site.mail.messages()).toHaveLength(0);
  });

  it('records a decline, and still turns it into paid when a capture arrives late', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const { start, cookie } = await order('late@example.com', [
      { productSlug: 'single-session', variantId: single, quantity: 1 },
    ]);
    const id = start!.order.reference;
    await postDatafeed(
      site,
      datafeed({ Ref: id, Amt: '1499.00', successcode: '1', prc: '1', src: '1' }),
    );
    const failed = await getOrder(site, cookie, id);
    expect(failed.status).toBe('failed');
    expect(failed.errorMessage).toMatch(/declined/);
    await postDatafeed(site, datafeed({ Ref: id, Amt: '1499.00' }));
    expect((await getOrder(site, cookie, id)).status).toBe('paid');

    // The same for an order that had expired before the capture came in.
    const expiredOrder = await order('late2@example.com', [
      { productSlug: 'single-session', variantId: single, quantity: 1 },
    ]);
    const expiredId = expiredOrder.start!.order.reference;
    await sql`update orders set status = 'expired' where reference = ${expiredId}`;
    await postDatafeed(site, datafeed({ Ref: expiredId, Amt: '1499.00' }));
    expect((await getOrder(site, expiredOrder.cookie, expiredId)).status).toBe('paid');
  });
});
