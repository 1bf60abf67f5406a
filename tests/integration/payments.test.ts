import { describe, expect, it } from 'vitest';
import type { CheckoutStart } from '#/api/orders.ts';
import type { PaymentProvider } from '#/features/shop/shop.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { webhookSignature } from '#/server/payments/razorpay/protocol.ts';
import { reconcileOrders } from '#/server/payments/reconcile.server.ts';
import {
  billingFor,
  checkout,
  getOrder,
  openPaymentPage,
  payOnSimulator,
  signInCustomer,
  variantId,
} from './helpers/shop.ts';
import { eventually, useTestSite } from './helpers/site.ts';

describe('payments through the gateway simulator', () => {
  const { db, sql, site } = useTestSite(seedCatalogue);

  async function startOrder(
    provider: PaymentProvider,
    email = `${provider}-${Math.random().toString(36).slice(2)}@example.com`,
  ) {
    const cookie = await signInCustomer(db, email);
    const single = await variantId(db, 'single-session', '1 session');
    const { start, response } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 2 }],
      billing: billingFor(email),
      provider,
      acceptTerms: true,
      ageConfirmed: true,
    });
    expect(response.status).toBe(201);
    return { cookie, start: start!, id: start!.order.reference, email };
  }

  const mailsTo = (email: string) => site.mail.messages().filter((m) => m.to.includes(email));
  const reconcile = async () => {
    const response = await site.router.runScheduled('payments-reconcile');
    expect(response.status).toBe(204);
    await site.router.settled();
  };

  for (const provider of ['razorpay', 'paydollar'] as const) {
    it(`${provider}: Approve settles the order once, returns to the invoice and sends one e-mail`, async () => {
      const { cookie, id, start, email } = await startOrder(provider);
      const { location } = await payOnSimulator(start, 'approve', 'twice');
      expect(new URL(location!, site.url).pathname).toBe(`/user/order/${id}`);
      const order = await getOrder(site, cookie, id);
      expect(order).toMatchObject({ status: 'paid', total: 2 * 1_499_00, provider });
      expect(order.transactionReference).toMatch(provider === 'razorpay' ? /^pay_/ : /^\d+$/);
      await site.gateway.settled();
      await site.router.settled();
      await eventually(() => expect(mailsTo(email)).toHaveLength(1));
      // Notifications delivered twice, and a redelivery later: still one payment, one e-mail.
      const reference = provider === 'razorpay' ? start.payment.fields.order_id! : id;
      const redelivered = await fetch(`${site.url}/_dev/payments/redeliver`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider, reference }),
      });
      expect(redelivered.status).toBe(200);
      await site.router.settled();
      expect(mailsTo(email)).toHaveLength(1);
      expect((await getOrder(site, cookie, id)).status).toBe('paid');
      const paidEvents = await sql`select outcome from payment_events where outcome = 'captured'`;
      expect(paidEvents).toHaveLength(1);
    });

    it(`${provider}: Decline ends in failed with its message, and no e-mail`, async () => {
      const { cookie, id, start, email } = await startOrder(provider);
      const { location } = await payOnSimulator(start, 'decline');
      expect(new URL(location!, site.url).pathname).toBe(`/user/order/${id}`);
      const order = await getOrder(site, cookie, id);
      expect(order.status).toBe('failed');
      expect(order.errorMessage).toMatch(/declined/i);
      await site.router.settled();
      expect(mailsTo(email)).toHaveLength(0);
    });

    it(`${provider}: Cancel goes back to the cart and leaves the order pending for the cart to cancel`, async () => {
      const { cookie, id, start } = await startOrder(provider);
      const { location } = await payOnSimulator(start, 'cancel');
      expect(location).toBe(`${site.url}/user/mycart?cancelled=${id}`);
      expect((await getOrder(site, cookie, id)).status).toBe('pending');
    });

    it(`${provider}: a payment whose notification never comes is found by reconciliation`, async () => {
      const { cookie, id, start, email } = await startOrder(provider);
      await payOnSimulator(start, 'approve', 'never');
      // The browser's return alone proves nothing for PayDollar; Razorpay's is checked with its API.
      if (provider === 'paydollar')
        expect((await getOrder(site, cookie, id)).status).toBe('pending');
      await sql`update orders set created_at = now() - interval '5 minutes'`;
      await reconcile();
      expect((await getOrder(site, cookie, id)).status).toBe('paid');
      await eventually(() => expect(mailsTo(email)).toHaveLength(1));
    });

    it(`${provider}: an unpaid order expires, and a capture after that still makes it paid`, async () => {
      const { cookie, id, start } = await startOrder(provider);
      await sql`update orders set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'`;
      await reconcile();
      const expired = await getOrder(site, cookie, id);
      expect(expired.status).toBe('expired');
      await payOnSimulator(start, 'approve', 'late');
      await site.gateway.settled();
      await site.router.settled();
      expect((await getOrder(site, cookie, id)).status).toBe('paid');
    });
  }

  it('reconciliation stops starting orders when its time is up, and the next run takes the rest', async () => {
    await startOrder('razorpay');
    await startOrder('paydollar');
    await sql`update orders set created_at = now() - interval '5 minutes'`;
    // A budget already spent: one order per run all the same, least recently checked first.
    expect(await reconcileOrders(db, new Date(), 100, 0)).toMatchObject({
      checked: 1,
      deferred: 1,
    });
    expect(await reconcileOrders(db, new Date(), 100, 0)).toMatchObject({
      checked: 1,
      deferred: 1,
    });
    expect(await sql`select count(*)::int as n from orders where last_checked_at is null`).toEqual([
      { n: 0 },
    ]);
  });

  it('the simulator refuses a request whose amount was changed after signing', async () => {
    const { start } = await startOrder('paydollar');
    const tampered: CheckoutStart = {
      ...start,
      payment: { ...start.payment, fields: { ...start.payment.fields, amount: '1.00' } },
    };
    const page = await openPaymentPage(tampered);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('secureHash does not match');
  });

  it('rejects forged or altered Razorpay webhooks and a callback signed for another order', async () => {
    const a = await startOrder('razorpay');
    const b = await startOrder('razorpay');
    const payment = {
      id: 'pay_FORGED0000000',
      entity: 'payment',
      amount: 2 * 1_499_00,
      currency: 'INR',
      status: 'captured',
      order_id: a.start.payment.fields.order_id,
    };
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: payment } },
    });
    const hook = (text: string, signature: string) =>
      fetch(`${site.url}/api/payments/razorpay/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        body: text,
      });
    expect((await hook(body, webhookSignature(body, 'not-the-secret'))).status).toBe(400);
    const genuine = webhookSignature(body, process.env.RAZORPAY_WEBHOOK_SECRET!);
    expect((await hook(body.replace('captured', 'captured '), genuine)).status).toBe(400);
    expect((await hook(body, '')).status).toBe(400);
    expect((await getOrder(site, a.cookie, a.id)).status).toBe('pending');

    // Pay A for real, then replay A's return leg against B's Razorpay order.
    await payOnSimulator(a.start, 'approve', 'never');
    const paymentA = await sql`select payment_reference from orders where reference = ${a.id}`;
    const replay = await fetch(`${site.url}/api/payments/razorpay/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        razorpay_order_id: b.start.payment.fields.order_id!,
        razorpay_payment_id: paymentA[0]!.payment_reference,
        razorpay_signature: 'f'.repeat(64),
      }),
      redirect: 'manual',
    });
    expect(replay.headers.get('location')).toBe(`/user/order/${b.id}`);
    expect((await getOrder(site, b.cookie, b.id)).status).toBe('pending');
    expect((await getOrder(site, a.cookie, a.id)).status).toBe('paid');
  });
});
