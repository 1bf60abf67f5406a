import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#/features/booking/schemas.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { advanceWaitingList } from '#/server/bookings/waiting-list.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { giveCredits } from './helpers/booking.ts';
import { signInCustomer } from './helpers/shop.ts';
import { eventually, useTestSite } from './helpers/site.ts';

const WAIT = { clinician: 'demo-clinician-ravi', mode: 'chat', service: 'anxiety' };

describe('the waiting list of a clinician with no free time', () => {
  const { db, sql, site } = useTestSite(seedDemoClinicians);

  /** Ravi's chat hours this week and next are all booked but one, staff-booked for a caller. */
  async function fillRavi(): Promise<string> {
    const admin = await signInAdmin(db);
    const answer = await fetch(
      `${site.url}/api/booking/slots?clinician=demo-clinician-ravi&mode=chat`,
    );
    const { slots } = (await answer.json()) as { slots: { startsAt: string }[] };
    const ids: string[] = [];
    for (const [i, slot] of slots.entries()) {
      const booked = await site.post(
        '/api/admin/calendar',
        {
          clinician: 'demo-clinician-ravi',
          startsAt: slot.startsAt,
          mode: 'chat',
          service: 'anxiety',
          contactName: `Caller ${i}`,
          contactPhone: '+91 98765 00000',
        },
        { cookie: admin },
      );
      expect(booked.status).toBe(201);
      ids.push(((await booked.json()) as { id: string }).id);
    }
    return ids.at(-1)!;
  }

  it('takes names only when there is no free time, and offers a freed time to the first, then the next', async () => {
    const early = await signInCustomer(db, 'early@example.com');
    // While Ravi has free times, there is nothing to wait for.
    const refused = await site.post('/api/booking/waiting-list', WAIT, { cookie: early });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'has_free_times', message: BOOKING_MESSAGES.hasFreeTimes },
    });

    const last = await fillRavi();
    const late = await signInCustomer(db, 'late@example.com');
    expect(
      await (await site.post('/api/booking/waiting-list', WAIT, { cookie: early })).json(),
    ).toEqual({ position: 1 });
    expect(
      await (await site.post('/api/booking/waiting-list', WAIT, { cookie: late })).json(),
    ).toEqual({ position: 2 });
    // Asking again keeps one's place.
    expect(
      await (await site.post('/api/booking/waiting-list', WAIT, { cookie: early })).json(),
    ).toEqual({ position: 1 });

    // A caller's session is cancelled: its time is held for the first waiting, who is e-mailed.
    const admin = await signInAdmin(db);
    expect(
      (
        await site.post(
          `/api/admin/calendar/${last}/cancel`,
          { reason: 'The caller is away' },
          { cookie: admin },
        )
      ).status,
    ).toBe(200);
    const [freed] = await sql`select starts_at from bookings where id = ${last}`;
    const held = async (email: string) =>
      sql`select b.id, b.status, b.hold_expires_at from bookings b join users u on u.id = b.user_id
        where u.email = ${email} and b.starts_at = ${freed!.starts_at}`;
    const [offer] = await held('early@example.com');
    expect(offer!.status).toBe('held');
    expect(new Date(offer!.hold_expires_at).getTime() - Date.now()).toBeGreaterThan(110 * 60_000);
    const mail = await eventually(() => {
      const found = site.mail.messages().find((m) => m.to.includes('early@example.com'));
      if (!found) throw new Error('no offer yet');
      return found;
    });
    expect(mail.subject).toMatch(/^A time with Demo clinician Ravi has come free: /);
    const link = new URL(/https?:\/\/\S+\/book\?\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get('slot')).toBe(new Date(freed!.starts_at).toISOString());
    expect(await held('late@example.com')).toEqual([]);

    // Two hours pass: the next one waiting is offered the same time.
    const later = new Date(Date.now() + 121 * 60_000);
    const emailIds = await advanceWaitingList(db, later);
    expect(emailIds).toHaveLength(1);
    expect((await held('late@example.com'))[0]!.status).toBe('held');
    expect((await sql`select status from waiting_list order by id`).map((r) => r.status)).toEqual([
      'done',
      'offered',
    ]);
  });

  it('ends the place of one who booked the offered time', async () => {
    const last = await fillRavi();
    const cookie = await signInCustomer(db, 'taker@example.com');
    await giveCredits(db, 'taker@example.com', 1);
    await site.post('/api/booking/waiting-list', WAIT, { cookie });
    const admin = await signInAdmin(db);
    await site.post(`/api/admin/calendar/${last}/cancel`, { reason: 'Away' }, { cookie: admin });
    const [offer] = await sql`select offered_booking_id as id from waiting_list`;
    expect((await site.post(`/api/bookings/${offer!.id}/confirm`, {}, { cookie })).status).toBe(
      200,
    );
    expect(await advanceWaitingList(db, new Date())).toEqual([]);
    expect((await sql`select status from waiting_list`)[0]!.status).toBe('done');
  });
});
