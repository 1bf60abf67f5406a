import { expect, test } from '@playwright/test';
import { siteDatabase } from './helpers/database.ts';
import {
  billingFor,
  placeOrder,
  productById,
  settle,
  signInCustomer,
  visitor,
} from './helpers/shop.ts';
import { mailTo, uniqueEmail } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/**
 * The reminders of a booked session, 24 hours and 1 hour before, each e-mailed exactly once
 * however often the scheduled sweep runs, two runs at once included.
 */

/**
 * Puts the session `minutes` from now, as if booked three days ago (the clock cannot be moved in
 * a browser test; a session confirmed just before a reminder's moment gets no reminder). Another
 * test's session may hold the clinician's time there: a few seconds later is tried then.
 */
async function startIn(id: string, minutes: number): Promise<void> {
  const sql = await siteDatabase();
  try {
    for (let attempt = 0; ; attempt++) {
      const seconds = minutes * 60 + Math.floor(Math.random() * 600) + attempt * 3_700;
      try {
        await sql`
          update bookings set starts_at = now() + make_interval(secs => ${seconds}),
            ends_at = now() + make_interval(secs => ${seconds}) + interval '50 minutes',
            confirmed_at = now() - interval '3 days'
          where id = ${id}`;
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '23P01' || attempt === 4) throw error;
      }
    }
  } finally {
    await sql.end();
  }
}

test(
  'a booked session is reminded a day and an hour before, once each',
  ONE_WIDTH,
  async ({ playwright }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const email = uniqueEmail('reminded');
    const customer = await playwright.request.newContext({ baseURL });
    await signInCustomer(customer, baseURL, email);
    const single = await productById(customer, 'single-session');
    const start = await placeOrder(customer, baseURL, {
      items: [{ productSlug: single.slug, variantId: single.variants[0]!.id, quantity: 1 }],
      billing: billingFor(email, 'Meera Joshi'),
    });
    await settle(customer, start, 'paid');
    const headers = { origin: baseURL, ...visitor() };
    const offered = await customer.get(
      '/api/booking/slots?clinician=demo-clinician-ravi&mode=chat',
    );
    // The last time offered, about two weeks ahead: no reminder is due for it yet.
    const slot = ((await offered.json()) as { slots: { startsAt: string }[] }).slots.at(-1);
    const held = await customer.post('/api/bookings', {
      data: {
        clinician: 'demo-clinician-ravi',
        startsAt: slot!.startsAt,
        mode: 'chat',
        service: 'anxiety',
        language: 'English',
      },
      headers,
    });
    expect(held.status(), await held.text()).toBe(201);
    const { booking } = (await held.json()) as { booking: { id: string } };
    const confirmed = await customer.post(`/api/bookings/${booking.id}/confirm`, {
      data: {},
      headers,
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    const sweep = async () => {
      // Two runs at once, as when one run overlaps the next, then one more.
      const runs = await Promise.all([1, 2].map(() => customer.post('/_dev/run/booking-sweep')));
      for (const run of runs) expect(run.ok()).toBe(true);
      expect((await customer.post('/_dev/run/booking-sweep')).ok()).toBe(true);
    };
    const subjects = async () => (await mailTo(customer, email)).map((m) => m.subject);
    const count = (all: string[], pattern: RegExp) => all.filter((s) => pattern.test(s)).length;
    const DAY = /^Reminder: your Psycortex session on /;
    const HOUR = /^In an hour: your Psycortex session, /;

    // Far off: nothing is due yet.
    await sweep();
    expect(count(await subjects(), DAY)).toBe(0);

    await startIn(booking.id, 20 * 60);
    await sweep();
    await expect.poll(async () => count(await subjects(), DAY)).toBe(1);

    await startIn(booking.id, 40);
    await sweep();
    await expect.poll(async () => count(await subjects(), HOUR)).toBe(1);
    await sweep();
    const all = await subjects();
    expect([count(all, DAY), count(all, HOUR)]).toEqual([1, 1]);
    await customer.dispose();
  },
);
