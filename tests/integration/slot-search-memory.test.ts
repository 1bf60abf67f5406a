import { describe, expect, it } from 'vitest';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { searchSlotsRemembered } from '#/server/bookings/slot-search-memory.server.ts';
import { giveCredits, holdBody, videoSlots } from './helpers/booking.ts';
import { signInCustomer } from './helpers/shop.ts';
import { useTestSite } from './helpers/site.ts';

const SEARCH = { mode: 'video', service: 'anxiety', clinician: 'demo-clinician-asha' } as const;

/**
 * The slot search remembers its answers, and a remembered answer must never offer a time that
 * has been taken, or hide one freed, after the change committed: each change to what makes free
 * times moves the clinicians' slot versions, which every search reads first.
 */
describe('remembered slot searches stay exact', () => {
  const { db, sql, site } = useTestSite(seedDemoClinicians);

  it('answers again from memory only while nothing changed', async () => {
    const now = new Date();
    const first = await searchSlotsRemembered(db, SEARCH, now);
    expect(first.slots.length).toBeGreaterThan(2);
    expect(await searchSlotsRemembered(db, SEARCH, now)).toBe(first);

    // A booking written by any means, here straight into the table, is seen at once.
    const taken = first.slots[0]!;
    await sql`insert into bookings (clinician_id, starts_at, ends_at, mode, service_slug, language, status)
      select id, ${taken.startsAt}, ${taken.endsAt}, 'video', 'anxiety', 'English', 'confirmed'
      from clinicians where slug = ${SEARCH.clinician}`;
    const after = await searchSlotsRemembered(db, SEARCH, now);
    expect(after).not.toBe(first);
    expect(after.slots.map((s) => s.startsAt)).not.toContain(taken.startsAt);

    // Leave, then a change of weekly hours, each take their times away at once.
    const onLeave = after.slots[0]!;
    await sql`insert into clinician_blocks (clinician_id, starts_at, ends_at, reason)
      select id, ${onLeave.startsAt}, ${onLeave.endsAt}, 'Leave'
      from clinicians where slug = ${SEARCH.clinician}`;
    const withLeave = await searchSlotsRemembered(db, SEARCH, now);
    expect(withLeave.slots.map((s) => s.startsAt)).not.toContain(onLeave.startsAt);
    await sql`delete from clinician_hours where clinician_id =
      (select id from clinicians where slug = ${SEARCH.clinician}) and mode = 'video'`;
    expect((await searchSlotsRemembered(db, SEARCH, now)).slots).toEqual([]);
  });

  it('offers a time again the moment a booking is cancelled, and when a hold lapses', async () => {
    const cookie = await signInCustomer(db, 'memory@example.com');
    await giveCredits(db, 'memory@example.com', 1);
    const slots = await videoSlots(site);
    const chosen = slots[1]!.startsAt;
    const held = await site.post('/api/bookings', holdBody(chosen), { cookie });
    expect(held.status).toBe(201);
    const { booking } = (await held.json()) as { booking: { id: string; holdExpiresAt: string } };
    expect((await videoSlots(site)).map((s) => s.startsAt)).not.toContain(chosen);

    // Nothing is written when a hold's ten minutes pass: time alone frees it.
    const [row] = await sql<{ hold_expires_at: Date }[]>`
      select hold_expires_at from bookings where id = ${booking.id}`;
    const lapsed = new Date(row!.hold_expires_at.getTime() + 1000);
    const whileHeld = await searchSlotsRemembered(db, SEARCH, new Date());
    expect(whileHeld.slots.map((s) => s.startsAt)).not.toContain(chosen);
    const later = await searchSlotsRemembered(db, SEARCH, lapsed);
    expect(later.slots.map((s) => s.startsAt)).toContain(chosen);

    // Let go by the customer: free again at once, through the page's own request.
    const letGo = await site.post(`/api/bookings/${booking.id}/cancel`, {}, { cookie });
    expect(letGo.status).toBe(200);
    expect((await videoSlots(site)).map((s) => s.startsAt)).toContain(chosen);
  });

  it('is never kept by a shared cache or the browser', async () => {
    const answer = await fetch(`${site.url}/api/booking/slots?mode=video&service=anxiety`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('netlify-cdn-cache-control')).toBeNull();
  });
});
