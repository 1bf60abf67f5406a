import { describe, expect, it } from 'vitest';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { cookiePair, eventually, useTestSite } from './helpers/site.ts';

describe('a session staff booked for a caller', () => {
  const { db, site } = useTestSite(seedDemoClinicians);

  async function signInByCode(email: string): Promise<string> {
    expect((await site.post('/api/auth/otp', { email })).status).toBe(200);
    const mail = await eventually(() => {
      const found = site.mail.messages().find((m) => m.to.includes(email.toLowerCase()));
      if (!found) throw new Error('no code yet');
      return found;
    });
    const otp = mail.text.match(/\b\d{6}\b/)![0];
    const verified = await site.post('/api/auth/otp/verify', { email, otp });
    expect(verified.status).toBe(200);
    return cookiePair(verified, '__Host-psy_session');
  }

  it('is theirs on My sessions once they sign in with the e-mail staff took down', async () => {
    const admin = await signInAdmin(db);
    const slots = await fetch(
      `${site.url}/api/booking/slots?clinician=demo-clinician-asha&mode=phone`,
    );
    const [slot] = ((await slots.json()) as { slots: { startsAt: string }[] }).slots;
    const booked = await site.post(
      '/api/admin/calendar',
      {
        clinician: 'demo-clinician-asha',
        startsAt: slot!.startsAt,
        mode: 'phone',
        service: 'anxiety',
        contactName: 'Meena Joshi',
        contactEmail: 'Meena.Joshi@Example.com',
        contactPhone: '+91 98765 00000',
      },
      { cookie: admin },
    );
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    // Someone else signing in does not see it.
    const stranger = await signInByCode('someone@example.com');
    const theirs = await fetch(`${site.url}/api/bookings`, { headers: { cookie: stranger } });
    expect(((await theirs.json()) as { upcoming: unknown[] }).upcoming).toEqual([]);

    const cookie = await signInByCode('meena.joshi@example.com');
    const mine = await fetch(`${site.url}/api/bookings`, { headers: { cookie } });
    const { upcoming } = (await mine.json()) as { upcoming: { id: string; status: string }[] };
    expect(upcoming.map((s) => [s.id, s.status])).toEqual([[id, 'confirmed']]);
    // And it is theirs to change.
    const cancelled = await site.post(`/api/bookings/${id}/cancel`, {}, { cookie });
    expect(cancelled.status).toBe(200);
  });
});
