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

describe('checkout under load', () => {
  const { db, sql, site } = useTestSite(seedCatalogue);

  it('turns 50 concurrent checkouts into 50 correct orders with correct totals', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const threeMonths = await variantId(db, 'individual-counselling', '3 months');
    const customers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signInCustomer(db, `load${i}@example.com`)),
    );
    const results = await Promise.all(
      customers.map((cookie, i) =>
        checkout(site, cookie, {
          items: [
            { productSlug: 'single-session', variantId: single, quantity: (i % 5) + 1 },
            { productSlug: 'individual-counselling', variantId: threeMonths, quantity: 1 },
          ],
          billing: billingFor(`load${i}@example.com`),
          provider: 'paydollar',
          acceptTerms: true,
          ageConfirmed: true,
        }),
      ),
    );
    expect(results.map((r) => r.response.status)).toEqual(Array(50).fill(201));
    const expected = (i: number) => ((i % 5) + 1) * 1_499_00 + 60_000_00;
    expect(results.map((r) => r.start!.order.total)).toEqual(results.map((_, i) => expected(i)));

    const orders = await sql<
      { reference: string; total_paise: string; email: string; lines: string }[]
    >`
      select o.reference, o.total_paise, u.email,
        (select sum(line_paise) from order_items i where i.order_id = o.id) as lines
      from orders o join users u on u.id = o.user_id`;
    expect(orders).toHaveLength(50);
    expect(new Set(orders.map((o) => o.reference)).size).toBe(50);
    for (const row of orders) {
      const i = Number(/load(\d+)@/.exec(row.email)![1]);
      expect(Number(row.total_paise)).toBe(expected(i));
      expect(row.lines).toBe(row.total_paise);
    }
    expect(await sql`select id from payment_attempts`).toHaveLength(50);
  });

  it('settles once when the same notification arrives ten times at once', async () => {
    const single = await variantId(db, 'single-session', '1 session');
    const cookie = await signInCustomer(db, 'burst@example.com');
    const { start } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      billing: billingFor('burst@example.com'),
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    const feed = datafeed({ Ref: start!.order.reference, Amt: '1499.00' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postDatafeed(site, feed).then((r) => r.text())),
    );
    expect(answers).toEqual(Array(10).fill('OK'));
    await site.router.settled();
    expect(await sql`select id from payment_events`).toHaveLength(1);
    expect(await sql`select id from emails`).toHaveLength(1);
    expect(site.mail.messages()).toHaveLength(1);
  });
});
