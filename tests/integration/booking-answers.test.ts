import { describe, expect, it } from 'vitest';
import type { SharedAnswers } from '#/features/booking/booking-answers-schema.ts';
import { NO_ANSWERS_MESSAGE } from '#/server/bookings/answers.server.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { expireLapsedHolds } from '#/server/bookings/expire.server.ts';
import { purgeOldBookings } from '#/server/bookings/personal-data.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { signInCustomer } from './helpers/shop.ts';
import { type TestSite, useTestSite } from './helpers/site.ts';

/**
 * The get-matched answers saved with a booking: health data, stored with the hold, read only by
 * their customer and by admins (each admin reading audited), withdrawn by the customer, and gone
 * with a lapsed hold, an erased account or the bookings' retention rule.
 */

const ANSWERS: SharedAnswers = {
  who: 'myself',
  concerns: ['anxiety', 'sleep'],
  language: 'english',
  mode: 'video',
  screeners: [
    { id: 'phq9', answers: [1, 1, 2, 1, 0, 1, 0, 0, 1], total: 7, band: 'Mild' },
    { id: 'gad7', answers: [2, 2, 2, 2, 1, 1, 1], total: 11, band: 'Moderate' },
  ],
  crisisFlag: true,
};

async function videoSlots(site: TestSite): Promise<string[]> {
  const response = await fetch(
    `${site.url}/api/booking/slots?mode=video&service=anxiety&clinician=demo-clinician-asha`,
  );
  return ((await response.json()) as { slots: { startsAt: string }[] }).slots.map(
    (s) => s.startsAt,
  );
}

const holdBody = (startsAt: string, answers?: unknown) => ({
  clinician: 'demo-clinician-asha',
  startsAt,
  mode: 'video',
  service: 'anxiety',
  language: 'English',
  ...(answers ? { answers } : {}),
});

interface MySessions {
  upcoming: { id: string; sharedAnswers: SharedAnswers | null }[];
}

describe('answers shared with a booking', () => {
  const { db, sql, site } = useTestSite(seedDemoClinicians);

  async function hold(cookie: string, startsAt: string, answers?: unknown) {
    const response = await site.post('/api/bookings', holdBody(startsAt, answers), { cookie });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { booking: { id: string } }).booking.id;
  }

  const mine = async (cookie: string) =>
    (await (await fetch(`${site.url}/api/bookings`, { headers: { cookie } })).json()) as MySessions;

  const stopSharing = (id: string, cookie: string) =>
    fetch(`${site.url}/api/bookings/${id}/answers`, {
      method: 'DELETE',
      headers: { cookie, origin: site.url },
    });

  const readAsAdmin = (id: string, cookie: string) =>
    fetch(`${site.url}/api/admin/calendar/${id}/answers`, { headers: { cookie } });

  it('stores them with the hold, shows them to their customer only, and lets them stop sharing', async () => {
    const [slot] = await videoSlots(site);
    const owner = await signInCustomer(db, 'owner@example.com');
    const other = await signInCustomer(db, 'other@example.com');
    const id = await hold(owner, slot!, ANSWERS);

    const [row] = await sql`
      select answers, jsonb_typeof(answers) as kind, user_id from booking_answers
      where booking_id = ${id}`;
    expect(row!.kind).toBe('object');
    expect(row!.answers).toEqual(ANSWERS);
    expect((await mine(owner)).upcoming.find((s) => s.id === id)?.sharedAnswers).toEqual(ANSWERS);

    // Another customer neither sees nor deletes them, and cannot tell they exist.
    expect((await mine(other)).upcoming).toEqual([]);
    const refused = await stopSharing(id, other);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      NO_ANSWERS_MESSAGE,
    );
    expect(await sql`select 1 from booking_answers where booking_id = ${id}`).toHaveLength(1);
    // Nor may a customer use the staff route.
    expect((await readAsAdmin(id, owner)).status).toBe(403);

    // Only from the site's own pages.
    const elsewhere = await fetch(`${site.url}/api/bookings/${id}/answers`, {
      method: 'DELETE',
      headers: { cookie: owner, origin: 'https://elsewhere.example' },
    });
    expect(elsewhere.status).toBe(403);
    expect((await stopSharing(id, owner)).status).toBe(200);
    expect(await sql`select 1 from booking_answers`).toHaveLength(0);
    expect((await mine(owner)).upcoming.find((s) => s.id === id)?.sharedAnswers).toBeNull();
    expect((await stopSharing(id, owner)).status).toBe(404);
  });

  it('moves them with the session when it is rescheduled', async () => {
    // More than a day ahead, so that the customer may move it themselves.
    const [first, later] = (await videoSlots(site)).filter(
      (t) => Date.parse(t) > Date.now() + 2 * 86_400_000,
    );
    const cookie = await signInCustomer(db, 'moving@example.com');
    await sql`
      insert into session_credits (user_id, product_name, granted, remaining, expires_at)
      select id, 'Test package', 1, 1, now() + interval '1 year' from users
      where email = 'moving@example.com'`;
    const id = await hold(cookie, first!, ANSWERS);
    expect((await site.post(`/api/bookings/${id}/confirm`, {}, { cookie })).status).toBe(200);
    const moved = await site.post(
      `/api/bookings/${id}/reschedule`,
      { startsAt: later },
      { cookie },
    );
    expect(moved.status, await moved.clone().text()).toBe(200);
    const { booking } = (await moved.json()) as { booking: { id: string } };
    expect(booking.id).not.toBe(id);
    const rows = await sql`select booking_id from booking_answers`;
    expect(rows.map((r) => r.booking_id)).toEqual([booking.id]);
    expect((await mine(cookie)).upcoming.map((s) => [s.id, s.sharedAnswers])).toEqual([
      [booking.id, ANSWERS],
    ]);
  });

  it('refuses answers the questionnaire cannot produce, and holds nothing then', async () => {
    const [slot] = await videoSlots(site);
    const cookie = await signInCustomer(db, 'bad@example.com');
    const wrongTotal = {
      ...ANSWERS,
      screeners: [{ ...ANSWERS.screeners[0]!, total: 27 }],
    };
    const response = await site.post('/api/bookings', holdBody(slot!, wrongTotal), { cookie });
    expect(response.status).toBe(400);
    expect(await sql`select 1 from bookings`).toHaveLength(0);
    expect(await sql`select 1 from booking_answers`).toHaveLength(0);
  });

  it('keeps them when the customer picks another time, and drops them when the hold lapses', async () => {
    const [first, second] = await videoSlots(site);
    const cookie = await signInCustomer(db, 'mover@example.com');
    await hold(cookie, first!, ANSWERS);
    // The browser forgot them after the first hold: the second hold sends none.
    const b = await hold(cookie, second!);
    const rows = await sql`select booking_id from booking_answers`;
    expect(rows.map((r) => r.booking_id)).toEqual([b]);
    expect((await mine(cookie)).upcoming.map((s) => s.id)).toEqual([b]);

    await sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${b}`;
    expect(await expireLapsedHolds(db, new Date())).toBe(1);
    expect(await sql`select 1 from booking_answers`).toHaveLength(0);
  });

  it('lets an admin read them, and records every reading under the customer', async () => {
    const [slot, plain] = await videoSlots(site);
    const customer = await signInCustomer(db, 'reader@example.com');
    const id = await hold(customer, slot!, ANSWERS);
    const bystander = await signInCustomer(db, 'bystander@example.com');
    const without = await hold(bystander, plain!);
    const admin = await signInAdmin(db, 'clinic-admin');

    const day = new Date(slot!).toISOString().slice(0, 10);
    const calendar = (await (
      await fetch(`${site.url}/api/admin/calendar?from=${day}&days=7`, {
        headers: { cookie: admin },
      })
    ).json()) as { entries: { id: string; hasAnswers: boolean }[] };
    expect(calendar.entries.find((e) => e.id === id)?.hasAnswers).toBe(true);
    expect(calendar.entries.find((e) => e.id === without)?.hasAnswers).toBe(false);

    const read = await readAsAdmin(id, admin);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toContain('no-store');
    expect(((await read.json()) as { answers: SharedAnswers }).answers).toEqual(ANSWERS);
    expect((await readAsAdmin(id, admin)).status).toBe(200);
    expect((await readAsAdmin(without, admin)).status).toBe(404);

    const [user] = await sql`select id from users where email = 'reader@example.com'`;
    const log = await sql`
      select admin_username, action, subject, detail, created_at from admin_audit
      where action = 'booking.answers-read' order by id`;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ admin_username: 'clinic-admin', subject: `user:${user!.id}` });
    expect(log[0]!.detail).toEqual({ booking: id });
    expect(log[0]!.created_at).toBeInstanceOf(Date);
    // The detail is a JSON object, so the database can look inside it.
    const found =
      await sql`select count(*)::int as n from admin_audit where detail->>'booking' = ${id}`;
    expect(found[0]!.n).toBe(2);

    // The customer's export shows the answers and that staff read them.
    const exported = (await (
      await fetch(`${site.url}/api/me/data`, { headers: { cookie: customer } })
    ).json()) as {
      bookings: { sharedAnswers: SharedAnswers | null }[];
      staffAccess: { action: string }[];
    };
    expect(exported.bookings.map((b) => b.sharedAnswers)).toEqual([ANSWERS]);
    expect(exported.staffAccess.filter((a) => a.action === 'booking.answers-read')).toHaveLength(2);
  });

  it('erases them with the account, and purges them with the booking under the retention rule', async () => {
    const [first, second] = await videoSlots(site);
    const leaving = await signInCustomer(db, 'leaving@example.com');
    await hold(leaving, first!, ANSWERS);
    const staying = await signInCustomer(db, 'staying@example.com');
    const kept = await hold(staying, second!, ANSWERS);

    const erased = await site.post('/api/me/erase', { confirm: 'ERASE' }, { cookie: leaving });
    expect(erased.status).toBe(200);
    const left = await sql`select booking_id from booking_answers`;
    expect(left.map((r) => r.booking_id)).toEqual([kept]);

    // Retention: the booking ended before the cut-off, so it goes, and its answers with it.
    await purgeOldBookings(db, new Date(Date.parse(second!) + 7 * 86_400_000));
    expect(await sql`select 1 from booking_answers`).toHaveLength(0);
  });
});
