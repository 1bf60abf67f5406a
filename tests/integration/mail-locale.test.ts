import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { describeSessionTime } from '#/server/mail/words.ts';
import { signInAdmin } from './helpers/admin.ts';
import { giveCredits, holdBody, videoSlots } from './helpers/booking.ts';
import {
  billingFor,
  checkout,
  datafeed,
  postDatafeed,
  signInCustomer,
  variantId,
} from './helpers/shop.ts';
import { eventually, type TestSite, useTestSite } from './helpers/site.ts';

/** The first e-mail to `to` whose subject matches, once the catcher has it. */
function mailTo(site: TestSite, to: string, subject: RegExp) {
  return eventually(() => {
    const mail = site.mail.messages().find((m) => subject.test(m.subject) && m.to.includes(to));
    if (!mail) throw new Error(`no e-mail to ${to} matching ${subject} yet`);
    return mail;
  });
}

describe("e-mails in the person's site language (issue #34)", () => {
  const { db, sql, site } = useTestSite(async (database) => {
    await seedCatalogue(database);
    await seedDemoClinicians(database);
  });

  it('books from /mr/book: the confirmation, its invitation and the next day’s reminder are in Marathi', async () => {
    const cookie = await signInCustomer(db, 'sunita@example.com');
    await giveCredits(db, 'sunita@example.com', 1);
    const slots = await videoSlots(site);
    // More than a day ahead, so the 24-hour reminder is still to come.
    const slot = slots.find((s) => Date.parse(s.startsAt) > Date.now() + 30 * 3_600_000)!;
    const held = await site.post(
      '/api/bookings',
      { ...holdBody(slot.startsAt), locale: 'mr' },
      { cookie },
    );
    expect(held.status).toBe(201);
    const { booking } = (await held.json()) as { booking: { id: string } };
    expect(
      (await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie })).status,
    ).toBeLessThan(300);

    const start = new Date(slot.startsAt);
    const when = describeSessionTime('mr', start);
    const confirmation = await mailTo(site, 'sunita@example.com', /नक्की झालं आहे$/);
    expect(confirmation.subject).toBe(`${when} चं तुमचं Psycortex सेशन नक्की झालं आहे`);
    expect(confirmation.text).toContain('तुमचं सेशन बुक झालं आहे');
    expect(confirmation.text).toContain('यांच्यासोबत तुमचं व्हिडिओ सेशन');
    expect(confirmation.text).toContain('सेशन क्रेडिट परत मिळतं');
    // The crisis line stays, in Marathi, with the helpline's number.
    expect(confirmation.text).toMatch(/मोफत राष्ट्रीय मानसिक आरोग्य हेल्पलाइन .+ ला \d+ वर फोन करा\./);
    expect(confirmation.text).not.toContain('Your session is booked');
    expect(confirmation.html).toContain('<html lang="mr-IN">');
    // Marathi days and digits: not the English "Wed 25 Nov, 10:30 IST".
    expect(when).toMatch(/[०-९]{2}:[०-९]{2} वाजता \(भारतीय वेळ\)$/);

    // The invitation's texts in Marathi; its identity rules unchanged.
    const calendar = new ICAL.Component(ICAL.parse(confirmation.attachments[0]!.text));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toMatch(/^.+ यांच्यासोबत Psycortex व्हिडिओ सेशन$/);
    expect(event.description).toMatch(
      /^तुमचं सेशन पाहण्यासाठी किंवा बदलण्यासाठी: https?:\/\/\S+\/user\/sessions$/,
    );
    expect(event.location).toBe('व्हिडिओ (ऑनलाइन)');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString());

    // The sweep sends the reminder a day before, later, in the language kept with the booking.
    const { queueDueReminders } = await import('#/server/bookings/reminders.server.ts');
    const dayBefore = new Date(start.getTime() - 20 * 3_600_000);
    expect(await queueDueReminders(db, dayBefore)).toHaveLength(1);
    const [reminder] = await sql`
      select subject, text_body, html from emails
      where idempotency_key = ${`booking-reminder-day:${booking.id}`}`;
    expect(reminder!.subject).toBe(`आठवण: ${when} ला तुमचं Psycortex सेशन आहे`);
    expect(reminder!.text_body).toContain('तुमचं सेशन जवळ आलं आहे');
    expect(reminder!.text_body).toContain('येणं जमणार नाही? एका क्लिकमध्ये रद्द करा:');
    expect(reminder!.text_body).toContain('मोफत राष्ट्रीय मानसिक आरोग्य हेल्पलाइन');
    expect(reminder!.html).toContain('<html lang="mr-IN">');

    // Moved: the new row keeps the language, the notice and its invitation (next SEQUENCE) too.
    const later = slots.filter((s) => Date.parse(s.startsAt) > Date.parse(slot.startsAt));
    const moved = await site.post(
      `/api/bookings/${booking.id}/reschedule`,
      { startsAt: later.at(-1)!.startsAt },
      { cookie },
    );
    expect(moved.status).toBe(200);
    const { booking: next } = (await moved.json()) as { booking: { id: string } };
    const [row] = await sql`select locale from bookings where id = ${next.id}`;
    expect(row!.locale).toBe('mr');
    const newWhen = describeSessionTime('mr', new Date(later.at(-1)!.startsAt));
    const notice = await mailTo(site, 'sunita@example.com', /^तुमचं Psycortex सेशन आता /);
    expect(notice.subject).toBe(`तुमचं Psycortex सेशन आता ${newWhen} आहे`);
    expect(notice.text).toContain(`तुमचं सेशन तुम्ही ${when} ऐवजी ${newWhen} केलं आहे.`);
    const movedEvent = new ICAL.Event(
      new ICAL.Component(ICAL.parse(notice.attachments[0]!.text)).getFirstSubcomponent('vevent')!,
    );
    expect(movedEvent.sequence).toBe(1);
    expect(movedEvent.summary).toMatch(/यांच्यासोबत Psycortex व्हिडिओ सेशन$/);

    // Cancelled in Marathi, the credit back (more than a day ahead).
    expect((await site.post(`/api/bookings/${next.id}/cancel`, {}, { cookie })).status).toBe(200);
    const cancelled = await mailTo(site, 'sunita@example.com', /रद्द झालं आहे$/);
    expect(cancelled.subject).toBe(`${newWhen} चं तुमचं Psycortex सेशन रद्द झालं आहे`);
    expect(cancelled.text).toContain('तुमचं सेशन क्रेडिट तुमच्या शिल्लकीत परत आलं आहे');
  });

  it('keeps English for a booking made without a language or with one it does not know', async () => {
    const cookie = await signInCustomer(db, 'ravi@example.com');
    const slots = await videoSlots(site);
    const held = await site.post(
      '/api/bookings',
      { ...holdBody(slots[0]!.startsAt), locale: 'fr' },
      { cookie },
    );
    expect(held.status).toBe(201);
    const { booking } = (await held.json()) as { booking: { id: string } };
    const [row] = await sql`select locale from bookings where id = ${booking.id}`;
    expect(row!.locale).toBe('en');
  });

  it('sends the login code asked for on a Hindi page in Hindi, and in English otherwise', async () => {
    await site.mail.clear();
    const asked = await site.post('/api/auth/otp', { email: 'meera@example.com', locale: 'hi' });
    expect(asked.status).toBe(200);
    const mail = await mailTo(site, 'meera@example.com', /लॉगिन कोड$/);
    expect(mail.subject).toBe('आपका Psycortex लॉगिन कोड');
    const code = /\b\d{6}\b/.exec(mail.text)![0];
    expect(mail.text).toContain(`आपका Psycortex लॉगिन कोड: ${code}`);
    expect(mail.text).toContain(`साइन इन करने के लिए लॉगिन पेज पर ${code} डालें।`);
    expect(mail.text).toContain('Psycortex आपसे फ़ोन पर यह कोड कभी नहीं माँगेगा।');
    expect(mail.html).toContain('<html lang="hi-IN">');
    // The code works as any other.
    const verified = await site.post('/api/auth/otp/verify', {
      email: 'meera@example.com',
      otp: code,
    });
    expect(verified.status).toBe(200);

    const english = await site.post('/api/auth/otp', { email: 'kiran@example.com', locale: 'xx' });
    expect(english.status).toBe(200);
    expect((await mailTo(site, 'kiran@example.com', /login code/)).subject).toBe(
      'Your Psycortex login code',
    );
  });

  it('confirms an order placed from a Marathi page in Marathi, the invoice PDF attached as it is', async () => {
    const cookie = await signInCustomer(db, 'asha.m@example.com');
    const single = await variantId(db, 'single-session', '1 session');
    const { start } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 2 }],
      billing: billingFor('asha.m@example.com'),
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
      locale: 'mr',
    });
    const reference = start!.order.reference;
    const [order] = await sql`select locale from orders where reference = ${reference}`;
    expect(order!.locale).toBe('mr');
    expect((await postDatafeed(site, datafeed({ Ref: reference, Amt: '2998.00' }))).status).toBe(
      200,
    );
    const mail = await mailTo(site, 'asha.m@example.com', /नक्की झाली आहे$/);
    expect(mail.subject).toBe(`तुमची Psycortex ऑर्डर ${reference} नक्की झाली आहे`);
    expect(mail.text).toContain('तुमचं पेमेंट मिळालं आहे.');
    expect(mail.text).toContain('₹२,९९८');
    expect(mail.text).toContain('GST च्या नियमांमुळे इनव्हॉइस इंग्रजीत आहे.');
    expect(mail.text).toMatch(/मोफत राष्ट्रीय मानसिक आरोग्य हेल्पलाइन/);
    expect(mail.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
  });

  it('offers a freed time in Hindi to a client who joined the waiting list from a Hindi page', async () => {
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
    const cookie = await signInCustomer(db, 'pooja@example.com');
    const wait = { clinician: 'demo-clinician-ravi', mode: 'chat', service: 'anxiety' };
    const joined = await site.post(
      '/api/booking/waiting-list',
      { ...wait, locale: 'hi' },
      { cookie },
    );
    expect(await joined.json()).toEqual({ position: 1 });

    const last = ids.at(-1)!;
    expect(
      (await site.post(`/api/admin/calendar/${last}/cancel`, { reason: 'Away' }, { cookie: admin }))
        .status,
    ).toBe(200);
    const [freed] = await sql`select starts_at from bookings where id = ${last}`;
    const when = describeSessionTime('hi', freed!.starts_at as Date);
    const offer = await mailTo(site, 'pooja@example.com', /समय खाली हुआ है/);
    expect(offer.subject).toMatch(
      new RegExp(`^.+ के साथ एक समय खाली हुआ है: ${when.replace(/[()]/g, '\\$&')}$`),
    );
    expect(offer.text).toContain('वेटिंग लिस्ट में आपका नाम सबसे पहले था।');
    // Its link opens the Hindi booking page.
    expect(offer.text).toMatch(/यह समय बुक करें: https?:\/\/[^/\s]+\/hi\/book\?/);
    expect(offer.html).toContain('<html lang="hi-IN">');
  });
});
