import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import companyJson from '../../content/company.json' with { type: 'json' };
import { giveCredits } from './helpers/booking.ts';
import { signInCustomer } from './helpers/shop.ts';
import { eventually, useTestSite } from './helpers/site.ts';

const HEAD_OFFICE = companyJson.corporateOffice.address;

describe('in-person sessions name their place', () => {
  const { db, sql, site } = useTestSite(async (database) => {
    await seedDemoClinicians(database);
    // Early mornings at the head office in Nagpur, every day.
    await sql`insert into clinician_hours (clinician_id, weekday, start_minute, end_minute, mode, branch)
      select c.id, d, 420, 540, 'in-person', 'nagpur'
      from clinicians c, generate_series(0, 6) d where c.slug = 'demo-clinician-asha'`;
  });

  it('books the Nagpur head office, and says its name and address everywhere', async () => {
    const cookie = await signInCustomer(db, 'nagpur@example.com');
    await giveCredits(db, 'nagpur@example.com', 1);
    const answer = await fetch(
      `${site.url}/api/booking/slots?mode=in-person&service=anxiety&branch=nagpur&clinician=demo-clinician-asha`,
    );
    const { slots } = (await answer.json()) as { slots: { startsAt: string; branch: string }[] };
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots.map((s) => s.branch))).toEqual(new Set(['nagpur']));

    const held = await site.post(
      '/api/bookings',
      {
        clinician: 'demo-clinician-asha',
        startsAt: slots[0]!.startsAt,
        mode: 'in-person',
        branch: 'nagpur',
        service: 'anxiety',
        language: 'English',
      },
      { cookie },
    );
    expect(held.status).toBe(201);
    const { booking } = (await held.json()) as { booking: { id: string } };
    expect((await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie })).status).toBe(
      200,
    );

    const mine = await fetch(`${site.url}/api/bookings`, { headers: { cookie } });
    const { upcoming } = (await mine.json()) as {
      upcoming: { place: { name: string; address: string } | null }[];
    };
    expect(upcoming[0]!.place).toEqual({ name: 'Nagpur head office', address: HEAD_OFFICE });

    const mail = await eventually(() => {
      const found = site.mail.messages().find((m) => m.to.includes('nagpur@example.com'));
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    expect(mail.text).toContain(`in person at our Nagpur head office, ${HEAD_OFFICE}`);
    expect(mail.text).not.toMatch(/\bnagpur branch\b/);
    const calendar = new ICAL.Component(ICAL.parse(mail.attachments[0]!.text));
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('location')).toBe(
      `Psycortex Nagpur head office, ${HEAD_OFFICE}`,
    );
  });
});
