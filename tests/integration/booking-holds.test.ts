import { describe, expect, inject, it } from 'vitest';
import { holdRequest } from '#/api/bookings.ts';
import { BOOKING_MESSAGES } from '#/features/booking/schemas.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { holdSlot } from '#/server/bookings/hold.server.ts';
import { HOLDS_PER_ACCOUNT, HOLDS_PER_NETWORK } from '#/server/bookings/hold-limits.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { connect } from '#/server/db/client.server.ts';
import { holdBody, videoSlots } from './helpers/booking.ts';
import {
  billingFor,
  checkout,
  datafeed,
  postDatafeed,
  signInCustomer,
  variantId,
} from './helpers/shop.ts';
import { clearOfWindowEnd, useTestSite } from './helpers/site.ts';

/**
 * Holding times as an attacker would, over HTTP through the local runtime's front door: one
 * account (with an unpaid order to tie every hold to) or many accounts on one network trying to
 * take every free time, so that nobody else can book.
 */
describe('holding times cannot empty the calendar', () => {
  const { db, sql, site } = useTestSite(async (database) => {
    await seedCatalogue(database);
    await seedDemoClinicians(database);
  });

  const liveHolds = async () =>
    Number((await sql`select count(*) as n from bookings where status = 'held'`)[0]!.n);

  async function pendingOrder(cookie: string, email: string): Promise<string> {
    const single = await variantId(db, 'single-session', '1 session');
    const { start } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      billing: billingFor(email),
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    return start!.order.reference;
  }

  it('one account with an unpaid order holds one time at a time, and is slowed after a few', async () => {
    await clearOfWindowEnd(HOLDS_PER_ACCOUNT.windowSeconds, 30_000);
    const cookie = await signInCustomer(db, 'flooder@example.com');
    const reference = await pendingOrder(cookie, 'flooder@example.com');
    const before = await videoSlots(site);
    expect(before.length).toBeGreaterThan(40);

    // Every free time, each held and tied to the same unpaid order, as fast as it goes.
    const statuses: number[] = [];
    for (const slot of before.slice(0, 30)) {
      const held = await site.post('/api/bookings', holdBody(slot.startsAt), { cookie });
      statuses.push(held.status);
      if (held.status !== 201) continue;
      const { booking } = (await held.json()) as { booking: { id: string } };
      const tied = await site.post(
        `/api/bookings/${booking.id}/order`,
        { order: reference },
        { cookie },
      );
      expect(tied.status).toBe(200);
      expect(await liveHolds()).toBe(1);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(HOLDS_PER_ACCOUNT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - HOLDS_PER_ACCOUNT.max);

    // And all at once: the account's requests take turns, and still one time is held.
    const burst = await Promise.all(
      before
        .slice(30, 40)
        .map((slot) => site.post('/api/bookings', holdBody(slot.startsAt), { cookie })),
    );
    expect(burst.every((r) => r.status === 429)).toBe(true);
    const refused = (await burst[0]!.json()) as {
      error: { code: string; message: string; values: { minutes: number } };
    };
    expect(refused.error.message).toBe(BOOKING_MESSAGES.tooManyHolds);
    // Its own code, and the minutes to wait, for the page to say it in its language.
    expect(refused.error.code).toBe('too_many_holds');
    expect(refused.error.values.minutes).toBeGreaterThanOrEqual(1);
    expect(Number(burst[0]!.headers.get('retry-after'))).toBeLessThanOrEqual(
      refused.error.values.minutes * 60,
    );
    expect(await liveHolds()).toBe(1);

    // Someone else still sees every time but the one held.
    expect((await videoSlots(site)).length).toBe(before.length - 1);

    // The unpaid order pays for one session: the last time held, and one credit's worth.
    await postDatafeed(site, datafeed({ Ref: reference, Amt: '1499.00' }));
    const states = await sql`select status, count(*)::int as n from bookings group by status`;
    expect(Object.fromEntries(states.map((r) => [r.status, r.n]))).toEqual({
      cancelled: HOLDS_PER_ACCOUNT.max - 1,
      confirmed: 1,
    });
  });

  it('holds one time per account when its requests reach many function instances at once', async () => {
    await signInCustomer(db, 'parallel@example.com');
    const { id: userId } = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'parallel@example.com')
      .executeTakeFirstOrThrow();
    const slots = (await videoSlots(site)).slice(0, 8);
    // Eight connections, as eight function instances would each have their own.
    const instances = connect(inject('databaseUrl'), 8);
    try {
      const holds = await Promise.allSettled(
        slots.map((slot) =>
          holdSlot(instances, userId, holdRequest.parse(holdBody(slot.startsAt))),
        ),
      );
      expect(holds.every((h) => h.status === 'fulfilled')).toBe(true);
    } finally {
      await instances.destroy();
    }
    expect(await liveHolds()).toBe(1);
  });

  it('slows ten accounts on one network down together', async () => {
    await clearOfWindowEnd(HOLDS_PER_NETWORK.windowSeconds, 30_000);
    const network = { 'x-nf-client-connection-ip': '203.0.113.7' };
    const cookies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signInCustomer(db, `neighbour${i}@example.com`)),
    );
    const slots = await videoSlots(site);
    let next = 0;
    const statuses = (
      await Promise.all(
        cookies.map(async (cookie) => {
          const mine: number[] = [];
          for (let i = 0; i < 8; i += 1) {
            const slot = slots[next++ % slots.length]!;
            const held = await site.post('/api/bookings', holdBody(slot.startsAt), {
              cookie,
              ...network,
            });
            mine.push(held.status);
          }
          return mine;
        }),
      )
    ).flat();
    expect(statuses.filter((s) => s === 201 || s === 409).length).toBe(HOLDS_PER_NETWORK.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80 - HOLDS_PER_NETWORK.max);
    expect(await liveHolds()).toBeLessThanOrEqual(10);
    // Another network is not held back by this one.
    const other = await signInCustomer(db, 'elsewhere@example.com');
    const free = (await videoSlots(site)).at(-1)!;
    const held = await site.post('/api/bookings', holdBody(free.startsAt), {
      cookie: other,
      'x-nf-client-connection-ip': '192.0.2.44',
    });
    expect(held.status).toBe(201);
  });
});
