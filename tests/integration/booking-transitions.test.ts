import { describe, expect, it } from 'vitest';
import { holdRequest } from '#/api/bookings.ts';
import { cancelBooking } from '#/server/bookings/cancel.server.ts';
import { confirmWithCredit } from '#/server/bookings/confirm.server.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { holdSlot } from '#/server/bookings/hold.server.ts';
import { transition } from '#/server/bookings/transition.server.ts';
import { giveCredits, holdBody, videoSlots } from './helpers/booking.ts';
import { signInCustomer } from './helpers/shop.ts';
import { useTestSite } from './helpers/site.ts';

describe("a booking's status", () => {
  const { db, sql, site } = useTestSite((database) => seedDemoClinicians(database));

  const changesOf = (bookingId: string) =>
    sql`select from_status, to_status, why from booking_status_changes
      where booking_id = ${bookingId} order by id`;

  it('changes along the model, each change recorded with its reason', async () => {
    await signInCustomer(db, 'journey@example.com');
    const userId = await giveCredits(db, 'journey@example.com', 1);
    const [first, second] = await videoSlots(site);
    const a = await holdSlot(db, userId, holdRequest.parse(holdBody(first!.startsAt)));
    const b = await holdSlot(db, userId, holdRequest.parse(holdBody(second!.startsAt)));
    await confirmWithCredit(db, userId, b.id);
    await cancelBooking(db, { bookingId: b.id, userId, reason: 'Feeling better' });

    expect(await changesOf(a.id)).toEqual([
      { from_status: 'held', to_status: 'cancelled', why: 'hold-replaced' },
    ]);
    expect(await changesOf(b.id)).toEqual([
      { from_status: 'held', to_status: 'confirmed', why: 'credit-used' },
      { from_status: 'confirmed', to_status: 'cancelled', why: 'cancelled-by-customer' },
    ]);
  });

  it('is not changed, nor the change recorded, where the model does not allow it', async () => {
    await signInCustomer(db, 'final@example.com');
    const userId = await giveCredits(db, 'final@example.com', 1);
    const [slot] = await videoSlots(site);
    const hold = await holdSlot(db, userId, holdRequest.parse(holdBody(slot!.startsAt)));
    await cancelBooking(db, { bookingId: hold.id, userId });

    const now = new Date();
    for (const to of ['confirmed', 'attended', 'expired', 'held'] as const) {
      expect(await transition(db, hold.id, { to, why: 'paid', now })).toEqual([]);
    }
    const [row] = await sql`select status from bookings where id = ${hold.id}`;
    expect(row!.status).toBe('cancelled');
    expect(await changesOf(hold.id)).toHaveLength(1);
  });
});
