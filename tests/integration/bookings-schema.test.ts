import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetData, useTestDatabase } from './helpers/db.ts';

/**
 * The database's own guarantees for bookings, on PGlite and PostgreSQL alike: two bookings never
 * share a clinician's time (an exclusion constraint over the time range), and a credit balance
 * never goes below zero. The domain code relies on these rather than on checking first.
 */
describe('bookings: the rules the database enforces', () => {
  const { sql } = useTestDatabase();
  let clinician: string;
  let other: string;

  beforeAll(async () => {
    await resetData(sql);
    [{ id: clinician }, { id: other }] = (await sql<{ id: string }[]>`
      insert into clinicians (slug, name, role, modes)
      values ('demo-a', 'Demo clinician A', 'Counselling psychologist', '{video}'),
             ('demo-b', 'Demo clinician B', 'Clinical psychologist', '{video,phone}')
      returning id`) as unknown as [{ id: string }, { id: string }];
  });
  beforeEach(async () => {
    await sql`delete from bookings`;
  });
  afterAll(() => sql.end());

  const book = (clinicianId: string, start: string, end: string, status = 'confirmed') => sql`
    insert into bookings (clinician_id, service_slug, mode, starts_at, ends_at, status, hold_expires_at)
    values (${clinicianId}, 'individual', 'video', ${start}, ${end}, ${status},
            ${status === 'held' ? new Date(Date.now() + 600_000) : null})`;

  it('refuses a second booking that overlaps the first on the same clinician', async () => {
    await book(clinician, '2026-12-01T05:00:00Z', '2026-12-01T05:50:00Z');
    await expect(
      book(clinician, '2026-12-01T05:30:00Z', '2026-12-01T06:20:00Z', 'held'),
    ).rejects.toMatchObject({ code: '23P01', constraint_name: 'bookings_no_overlap' });
    await expect(
      book(clinician, '2026-12-01T05:00:00Z', '2026-12-01T05:50:00Z'),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('allows back-to-back sessions and the same time with another clinician', async () => {
    await book(clinician, '2026-12-01T05:00:00Z', '2026-12-01T05:50:00Z');
    await book(clinician, '2026-12-01T05:50:00Z', '2026-12-01T06:40:00Z');
    await book(other, '2026-12-01T05:00:00Z', '2026-12-01T05:50:00Z');
    const [{ n }] = (await sql`select count(*)::int as n from bookings`) as unknown as [
      { n: number },
    ];
    expect(n).toBe(3);
  });

  it('lets cancelled, expired and past outcomes give the time back', async () => {
    for (const status of ['cancelled', 'expired', 'attended', 'no_show']) {
      await book(clinician, '2026-12-02T05:00:00Z', '2026-12-02T05:50:00Z', status);
    }
    await book(clinician, '2026-12-02T05:00:00Z', '2026-12-02T05:50:00Z', 'held');
    // Turning a cancelled row back into a confirmed one over a live booking is refused too.
    await expect(
      sql`update bookings set status = 'confirmed' where status = 'cancelled'`,
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('checks a booking: end after start, a branch exactly for in-person, an expiry for holds', async () => {
    await expect(
      book(clinician, '2026-12-03T05:00:00Z', '2026-12-03T05:00:00Z'),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      sql`insert into bookings (clinician_id, service_slug, mode, starts_at, ends_at, status)
          values (${clinician}, 'x', 'video', now() + interval '1 day', now() + interval '25 hours', 'held')`,
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      sql`insert into bookings (clinician_id, service_slug, mode, starts_at, ends_at, status)
          values (${clinician}, 'x', 'in-person', now() + interval '1 day', now() + interval '25 hours', 'confirmed')`,
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('never lets a credit balance go below zero or above what was granted', async () => {
    const [{ id: user }] = (await sql`
      insert into users (email) values ('credits@example.com') returning id`) as unknown as [
      { id: string },
    ];
    await sql`
      insert into session_credits (user_id, product_name, granted, remaining, expires_at)
      values (${user}, '5 sessions', 5, 1, now() + interval '1 year')`;
    await sql`update session_credits set remaining = remaining - 1 where user_id = ${user}`;
    await expect(
      sql`update session_credits set remaining = remaining - 1 where user_id = ${user}`,
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      sql`update session_credits set remaining = 6 where user_id = ${user}`,
    ).rejects.toMatchObject({ code: '23514' });
  });
});
