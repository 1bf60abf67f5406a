import { describe, expect, it } from 'vitest';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { giveCredits, holdBody, videoSlots } from './helpers/booking.ts';
import { signInCustomer } from './helpers/shop.ts';
import { eventually, useTestSite } from './helpers/site.ts';

const WEEK = 7 * 86_400_000;

describe('the same time every week or fortnight', () => {
  const { db, sql, site } = useTestSite(seedDemoClinicians);

  async function holdFirst(email: string, credits: number) {
    const cookie = await signInCustomer(db, email);
    await giveCredits(db, email, credits);
    const [slot] = await videoSlots(site);
    const held = await site.post('/api/bookings', holdBody(slot!.startsAt), { cookie });
    const { booking } = (await held.json()) as { booking: { id: string } };
    return { cookie, id: booking.id, startsAt: slot!.startsAt };
  }

  it('lists the times first, then books the free ones, each with a credit and an invitation', async () => {
    const { cookie, id, startsAt } = await holdFirst('weekly@example.com', 4);
    const first = Date.parse(startsAt);
    // Someone else already has the third week's time.
    await sql`insert into bookings (clinician_id, service_slug, mode, starts_at, ends_at, status,
                                    contact_name, contact_phone, booked_by, confirmed_at)
      select id, 'anxiety', 'video', ${new Date(first + 2 * WEEK)},
             ${new Date(first + 2 * WEEK + 50 * 60_000)}, 'confirmed', 'Other', '+911234567890',
             'staff', now()
      from clinicians where slug = 'demo-clinician-asha'`;

    const preview = await site.post(
      `/api/bookings/${id}/series-preview`,
      { every: 'week', count: 6 },
      { cookie },
    );
    expect(preview.status).toBe(200);
    const plan = (await preview.json()) as {
      sessions: { startsAt: string; free: boolean }[];
      credits: number;
    };
    expect(plan.credits).toBe(4);
    expect(plan.sessions.map((s) => [Date.parse(s.startsAt) - first, s.free])).toEqual([
      [0, true],
      [WEEK, true],
      [2 * WEEK, false],
      [3 * WEEK, true],
      [4 * WEEK, true],
      [5 * WEEK, true],
    ]);
    // Nothing booked by looking.
    expect((await sql`select status from bookings where id = ${id}`)[0]!.status).toBe('held');

    const answer = await site.post(
      `/api/bookings/${id}/series`,
      { every: 'week', count: 6 },
      { cookie },
    );
    expect(answer.status).toBe(200);
    const series = (await answer.json()) as {
      booked: { startsAt: string }[];
      skipped: { startsAt: string; reason: string }[];
    };
    expect(series.booked.map((s) => Date.parse(s.startsAt) - first)).toEqual([
      0,
      WEEK,
      3 * WEEK,
      4 * WEEK,
    ]);
    expect(series.skipped.map((s) => [Date.parse(s.startsAt) - first, s.reason])).toEqual([
      [2 * WEEK, 'taken'],
      [5 * WEEK, 'no-credit'],
    ]);
    const rows = await sql`select status, series_id from bookings where user_id =
      (select id from users where email = 'weekly@example.com') order by starts_at`;
    expect(rows.map((r) => [r.status, r.series_id])).toEqual(Array(4).fill(['confirmed', id]));
    expect((await sql`select remaining from session_credits`)[0]!.remaining).toBe(0);
    await eventually(() =>
      expect(
        site.mail
          .messages()
          .filter((m) => /is confirmed$/.test(m.subject) && m.to.includes('weekly@example.com')),
      ).toHaveLength(4),
    );
  });

  it('refuses more than 12 weeks, and cancels one session or it and the rest', async () => {
    const { cookie, id } = await holdFirst('fortnightly@example.com', 6);
    const tooLong = await site.post(
      `/api/bookings/${id}/series`,
      { every: 'fortnight', count: 7 },
      { cookie },
    );
    expect(tooLong.status).toBe(400);
    expect(
      ((await tooLong.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({
      count: 'A series runs for at most 12 weeks: 12 weekly or 6 fortnightly sessions.',
    });
    const booked = await site.post(
      `/api/bookings/${id}/series`,
      { every: 'fortnight', count: 4 },
      { cookie },
    );
    const { booked: sessions } = (await booked.json()) as { booked: { id: string }[] };
    expect(sessions).toHaveLength(4);

    // The second alone, then the third and everything after it.
    expect(
      (await site.post(`/api/bookings/${sessions[1]!.id}/cancel`, {}, { cookie })).status,
    ).toBe(200);
    const rest = await site.post(
      `/api/bookings/${sessions[2]!.id}/cancel`,
      { rest: true },
      { cookie },
    );
    expect(await rest.json()).toMatchObject({ cancelled: 2, creditsReturned: 2 });
    const statuses =
      await sql`select status from bookings where series_id = ${id} order by starts_at`;
    expect(statuses.map((r) => r.status)).toEqual([
      'confirmed',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect((await sql`select remaining from session_credits`)[0]!.remaining).toBe(5);
  });
});
