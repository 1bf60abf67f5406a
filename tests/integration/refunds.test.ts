import { describe, expect, it } from 'vitest';
import { BOOKED_SESSIONS_QUESTION } from '#/api/admin-refund.ts';
import { holdRequest } from '#/api/bookings.ts';
import type { PaymentProvider } from '#/features/shop/shop.ts';
import { confirmWithCredit } from '#/server/bookings/confirm.server.ts';
import { returnCredit, takeCredit } from '#/server/bookings/credits.server.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { holdSlot } from '#/server/bookings/hold.server.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { indiaIsoDate } from '#/server/invoices/financial-year.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { reconcileRefunds } from '#/server/payments/refunds.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { holdBody, videoSlots } from './helpers/booking.ts';
import {
  billingFor,
  checkout,
  getOrder,
  payOnSimulator,
  signInCustomer,
  variantId,
} from './helpers/shop.ts';
import { eventually, type TestSite, useTestSite } from './helpers/site.ts';

let keys = 0;
const refund = (site: TestSite, admin: string, reference: string, amount: string, key?: string) =>
  site.post(
    `/api/admin/orders/${reference}/refunds`,
    { amount, reason: 'Sessions not taken', requestKey: key ?? `refund-key-${++keys}` },
    { cookie: admin },
  );

describe('refunds through the gateway simulator', () => {
  const { db, sql, site } = useTestSite(seedCatalogue);

  /** A paid order of one 3-month package (Rs 60,000) by a new customer. */
  async function paidOrder(provider: PaymentProvider, email: string) {
    const cookie = await signInCustomer(db, email);
    const { start } = await checkout(site, cookie, {
      items: [
        {
          productSlug: 'individual-counselling',
          variantId: await variantId(db, 'individual-counselling', '3 months'),
          quantity: 1,
        },
      ],
      billing: billingFor(email),
      provider,
      acceptTerms: true,
      ageConfirmed: true,
    });
    await payOnSimulator(start!, 'approve');
    await site.router.settled();
    const order = await getOrder(site, cookie, start!.order.reference);
    expect(order.status).toBe('paid');
    return { cookie, reference: order.reference };
  }

  /** Lets the provider confirm: Razorpay by its webhook, PayDollar when it is queried. */
  async function confirm(provider: PaymentProvider) {
    if (provider === 'razorpay') {
      await eventually(() =>
        expect(site.gateway.refunds().every((r) => r.status !== 'pending')).toBe(true),
      );
      await site.gateway.settled();
    } else {
      // The first query finds the refund asked for, the next one done (PayDollar's batch).
      for (let i = 0; i < 2; i++) {
        const { emailIds } = await reconcileRefunds(db, 'paydollar');
        await sendDueEmails(db, emailIds);
      }
    }
    await site.router.settled();
  }

  for (const provider of ['razorpay', 'paydollar'] as const) {
    it(`${provider}: a partial refund, then the rest, each with its credit note and e-mail`, async () => {
      const email = `refund-${provider}@example.com`;
      const { cookie, reference } = await paidOrder(provider, email);
      const admin = await signInAdmin(db);

      const first = await refund(site, admin, reference, '20,000');
      expect(first.status).toBe(202);
      // Nothing changes before the provider confirms.
      expect((await getOrder(site, cookie, reference)).status).toBe('paid');
      await confirm(provider);
      let order = await getOrder(site, cookie, reference);
      expect(order.status).toBe('partially_refunded');
      const [invoice, note] = order.documents;
      expect(note).toMatchObject({
        kind: 'credit_note',
        refersTo: { number: invoice!.number },
        reason: 'Sessions not taken',
        totals: { total: 2_000_000 },
      });
      expect(note!.number).toMatch(/^PSC\/\d{2}-\d{2}\/000001$/);
      expect(note!.totals.taxable + note!.totals.cgst + note!.totals.sgst).toBe(2_000_000);

      // More than is left is refused, with the balance, and nothing is asked of the provider.
      const asked = site.gateway.refunds().length;
      const tooMuch = await refund(site, admin, reference, '40,000.01');
      expect(tooMuch.status).toBe(409);
      expect(((await tooMuch.json()) as { error: { message: string } }).error.message).toBe(
        'At most Rs 40,000 can be refunded: that is what remains of the payment.',
      );
      expect(site.gateway.refunds()).toHaveLength(asked);

      const rest = await refund(site, admin, reference, '40,000');
      expect(rest.status).toBe(202);
      await confirm(provider);
      order = await getOrder(site, cookie, reference);
      expect(order.status).toBe('refunded');
      expect(order.documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'credit_note']);
      // The invoice and its credit notes net to nothing, tax by tax.
      const [sale, ...notes] = order.documents;
      for (const key of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const)
        expect(notes.reduce((sum, n) => sum + n.totals[key], 0)).toBe(sale!.totals[key]);

      const mails = site.mail.messages().filter((m) => /Your refund/.test(m.subject));
      expect(mails).toHaveLength(2);
      expect(mails.every((m) => m.attachments[0]?.filename.startsWith('PSC-'))).toBe(true);
      const rows = await sql`select status, amount_paise from refunds order by id`;
      expect(rows).toEqual([
        { status: 'processed', amount_paise: '2000000' },
        { status: 'processed', amount_paise: '4000000' },
      ]);
      const audited =
        await sql`select action from admin_audit where action = 'order.refund-requested'`;
      expect(audited).toHaveLength(2);
      // Nothing is left to refund.
      expect((await refund(site, admin, reference, '1')).status).toBe(409);
    });
  }

  it('settles once when Razorpay notifies twice, and a repeated request asks once', async () => {
    const { cookie, reference } = await paidOrder('razorpay', 'twice@example.com');
    const admin = await signInAdmin(db);
    const [a, b] = await Promise.all([
      refund(site, admin, reference, '10,000', 'same-request-key'),
      refund(site, admin, reference, '10,000', 'same-request-key'),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    const ids = await Promise.all(
      [a, b].map(async (r) => ((await r.json()) as { refund: { id: string } }).refund.id),
    );
    expect(ids[0]).toBe(ids[1]);
    expect(site.gateway.refunds()).toHaveLength(1);
    await confirm('razorpay');
    await site.gateway.redeliverRefund(site.gateway.refunds()[0]!.id);
    await site.router.settled();
    const order = await getOrder(site, cookie, reference);
    expect(order.status).toBe('partially_refunded');
    expect(order.documents.filter((d) => d.kind === 'credit_note')).toHaveLength(1);
    expect(site.mail.messages().filter((m) => /Your refund/.test(m.subject))).toHaveLength(1);
  });

  it('takes back the unused sessions first, and refunds booked ones only with a reason', async () => {
    const { cookie, reference } = await paidOrder('razorpay', 'booked@example.com');
    const admin = await signInAdmin(db);
    // Rs 60,000 for 12 sessions: three are booked, nine (Rs 45,000) are left.
    const [credit] = await sql<{ id: string; user_id: string; order_id: string }[]>`
      select c.id, c.user_id, c.order_id from session_credits c
      join orders o on o.id = c.order_id where o.reference = ${reference}`;
    for (let i = 0; i < 3; i++)
      expect(await takeCredit(db, credit!.user_id, new Date(), credit!.order_id)).toBe(credit!.id);

    const asked = site.gateway.refunds().length;
    const beyond = await refund(site, admin, reference, '50,000');
    expect(beyond.status).toBe(409);
    expect(((await beyond.json()) as { error: { message: string } }).error.message).toBe(
      'Only Rs 45,000 of this order is unused: 3 of its 12 sessions are booked or taken. To refund more, give the reason for the exception.',
    );
    expect(site.gateway.refunds()).toHaveLength(asked);

    expect((await refund(site, admin, reference, '45,000')).status).toBe(202);
    await confirm('razorpay');
    const credits = async () =>
      (
        await sql<{ remaining: number; withdrawn: number }[]>`
        select remaining, withdrawn from session_credits where id = ${credit!.id}`
      )[0];
    expect(await credits()).toEqual({ remaining: 0, withdrawn: 9 });
    // Nothing unused is left: a booked session is refunded only with the reason for it.
    expect((await refund(site, admin, reference, '5,000')).status).toBe(409);
    const excepted = await site.post(
      `/api/admin/orders/${reference}/refunds`,
      {
        amount: '5,000',
        reason: 'Session not given',
        requestKey: `refund-key-${++keys}`,
        override: 'The clinician was ill and the session could not be moved',
      },
      { cookie: admin },
    );
    expect(excepted.status).toBe(202);
    await confirm('razorpay');
    expect(await credits()).toEqual({ remaining: 0, withdrawn: 10 });
    // Cancelling the refunded session gives no credit back; the two still booked would.
    expect(await returnCredit(db, credit!.id)).toBe(true);
    expect(await returnCredit(db, credit!.id)).toBe(true);
    expect(await returnCredit(db, credit!.id)).toBe(false);
    expect((await getOrder(site, cookie, reference)).status).toBe('partially_refunded');
    const [audited] = await sql<{ detail: Record<string, unknown> }[]>`
      select detail from admin_audit where action = 'order.refund-requested' order by id desc limit 1`;
    expect(audited!.detail).toMatchObject({
      sessionsWithdrawn: 1,
      exception: 'The clinician was ill and the session could not be moved',
    });
  });

  it('asks what happens to sessions booked with refunded credits, and cancels or keeps them', async () => {
    await seedDemoClinicians(db);
    const admin = await signInAdmin(db);
    const slots = (await videoSlots(site)).filter(
      (s) => Date.parse(s.startsAt) > Date.now() + 30 * 3_600_000,
    );
    /** A paid 12-session package with two sessions booked from it. */
    async function withTwoBooked(email: string, first: number) {
      const { reference } = await paidOrder('razorpay', email);
      const [user] = await sql<{ id: string }[]>`select id from users where email = ${email}`;
      const booked: string[] = [];
      for (const slot of slots.slice(first, first + 2)) {
        const hold = await holdSlot(db, user!.id, holdRequest.parse(holdBody(slot.startsAt)));
        await confirmWithCredit(db, user!.id, hold.id);
        booked.push(hold.id);
      }
      return { reference, booked };
    }
    const everything = (reference: string, key: string, bookedSessions?: string) =>
      site.post(
        `/api/admin/orders/${reference}/refunds`,
        {
          amount: '60,000',
          reason: 'Moving abroad',
          requestKey: key,
          override: 'The client is moving abroad before the sessions',
          ...(bookedSessions ? { bookedSessions } : {}),
        },
        { cookie: admin },
      );
    const statuses = (ids: string[]) =>
      sql<{ status: string }[]>`select status from bookings where id in ${sql(ids)} order by id`;

    const cancelled = await withTwoBooked('refund-cancel@example.com', 0);
    const unasked = await everything(cancelled.reference, 'refund-cancel-1');
    expect(unasked.status).toBe(409);
    expect(((await unasked.json()) as { error: { fields: object } }).error.fields).toEqual({
      bookedSessions: BOOKED_SESSIONS_QUESTION,
    });
    expect((await everything(cancelled.reference, 'refund-cancel-2', 'cancel')).status).toBe(202);
    // Nothing is cancelled before the provider confirms the refund.
    expect((await statuses(cancelled.booked)).map((r) => r.status)).toEqual([
      'confirmed',
      'confirmed',
    ]);
    await confirm('razorpay');
    expect((await statuses(cancelled.booked)).map((r) => r.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    const [credit] = await sql<{ remaining: number; withdrawn: number }[]>`
      select c.remaining, c.withdrawn from session_credits c
      join orders o on o.id = c.order_id where o.reference = ${cancelled.reference}`;
    expect(credit).toEqual({ remaining: 0, withdrawn: 12 });
    const told = await eventually(() => {
      const mails = site.mail
        .messages()
        .filter(
          (m) => m.to.includes('refund-cancel@example.com') && /is cancelled$/.test(m.subject),
        );
      expect(mails).toHaveLength(2);
      return mails;
    });
    expect(told[0]!.text).toContain('The payment for this session has been refunded to you');

    const kept = await withTwoBooked('refund-keep@example.com', 2);
    expect((await everything(kept.reference, 'refund-keep-1', 'keep')).status).toBe(202);
    await confirm('razorpay');
    expect((await statuses(kept.booked)).map((r) => r.status)).toEqual(['confirmed', 'confirmed']);
  });

  it('refuses refunds of unpaid orders, bad amounts and strangers', async () => {
    const { reference } = await paidOrder('razorpay', 'guard@example.com');
    const admin = await signInAdmin(db);
    const bad = await refund(site, admin, reference, 'ten rupees');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/amount in rupees/);
    expect((await refund(site, admin, 'PSY-NOSUCHORDR', '100')).status).toBe(404);
    expect((await refund(site, '', reference, '100')).status).toBe(401);
    expect(await sql`select id from refunds`).toHaveLength(0);
  });

  it('exports a month of invoices and credit notes with their tax columns for GSTR-1', async () => {
    const { reference } = await paidOrder('razorpay', 'register@example.com');
    const admin = await signInAdmin(db);
    expect((await refund(site, admin, reference, '6,000')).status).toBe(202);
    await confirm('razorpay');
    const month = indiaIsoDate(new Date()).slice(0, 7);
    const response = await fetch(`${site.url}/api/admin/gst-register/${month}/export`, {
      headers: { cookie: admin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = (await response.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const column = (name: string) => header!.indexOf(name);
    expect(header).toContain('Buyer GSTIN');
    expect(rows).toHaveLength(2);
    const [note, invoice] = rows; // credit_note sorts before invoice
    expect(invoice![column('GSTR-1 section')]).toBe('B2CS');
    expect(invoice![column('Place of supply')]).toBe('27-Maharashtra');
    expect(invoice![column('Rate (%)')]).toBe('18.00');
    // Rs 60,000 at 18% inside the price: 50,847.46 taxable, 4,576.27 each of CGST and SGST.
    expect(invoice!.slice(column('Taxable value'), column('Document value') + 1)).toEqual([
      '50847.46',
      '4576.27',
      '4576.27',
      '0.00',
      '60000.00',
    ]);
    expect(note![column('Document type')]).toBe('Credit note');
    expect(note![column('Original invoice')]).toBe(invoice![column('Number')]);
    expect(note![column('Document value')]).toBe('6000.00');
    expect(note![column('Reason')]).toBe('Sessions not taken');
    const audited = await sql`select subject from admin_audit where action = 'export.gst-register'`;
    expect(audited).toEqual([{ subject: month }]);

    expect((await fetch(`${site.url}/api/admin/gst-register/${month}/export`)).status).toBe(401);
    const bad = await fetch(`${site.url}/api/admin/gst-register/2026-13/export`, {
      headers: { cookie: admin },
    });
    expect(bad.status).toBe(400);
  });
});
