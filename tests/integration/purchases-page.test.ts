import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import {
  billingFor,
  checkout,
  datafeed,
  postDatafeed,
  signInCustomer,
  variantId,
} from './helpers/shop.ts';
import { useTestSite } from './helpers/site.ts';

describe('/user/mypurchaseditems, rendered for the signed-in customer', () => {
  const { db, sql, site } = useTestSite(seedCatalogue);

  const page = (cookie?: string) =>
    fetch(`${site.url}/user/mypurchaseditems`, {
      headers: cookie ? { cookie } : {},
      redirect: 'manual',
    });

  it('sends a signed-out visitor to log in and come back', async () => {
    const response = await page();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/user/login?next=%2Fuser%2Fmypurchaseditems');
  });

  it('holds the items and the credits of a paid order in the first response, kept nowhere', async () => {
    const cookie = await signInCustomer(db, 'bought@example.com');
    const single = await variantId(db, 'single-session', '1 session');
    const { start } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 2 }],
      billing: billingFor('bought@example.com'),
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    const reference = start!.order.reference;

    // Before the payment settles there is nothing to show.
    const before = await page(cookie);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain('No Items to Display');

    await postDatafeed(site, datafeed({ Ref: reference, Amt: '2998.00' }));
    const response = await page(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<ul class="purchase-grid" aria-label="Purchased items">');
    expect(html).toContain('<h2 class="purchase-card__name">Single Counselling Session</h2>');
    expect(html).toContain('<dt>Price</dt><dd>Rs 1,499</dd><dt>Quantity</dt><dd>2</dd>');
    expect(html).toContain(`<a href="/user/order/${reference}">${reference}`);
    expect(html).toMatch(
      /Single Counselling Session \(1 session\): <strong>2<\/strong> of 2 left, valid until \d{2}\/\d{2}\/\d{4}/,
    );

    // Another customer sees only their own.
    const stranger = await signInCustomer(db, 'stranger@example.com');
    const theirs = await (await page(stranger)).text();
    expect(theirs).toContain('No Items to Display');
    expect(theirs).not.toContain(reference);
  });

  it('says so, with a way to try again, when the database cannot be read', async () => {
    const cookie = await signInCustomer(db, 'unlucky@example.com');
    await sql`alter table order_items rename to order_items_away`;
    try {
      const response = await page(cookie);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain('We could not load your purchases');
      expect(html).toContain('<a class="button" href="/user/mypurchaseditems">Try again</a>');
      expect(html).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      await sql`alter table order_items_away rename to order_items`;
    }
  });
});
