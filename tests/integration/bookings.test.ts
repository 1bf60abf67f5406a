import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { CANCELLED_ALREADY, movedTo, replacedBy } from '#/features/booking/booking-messages.ts';
import { BOOKING_MESSAGES } from '#/features/booking/schemas.ts';
import { describeIndiaTime, indiaToInstant, parseTime } from '#/lib/india-time.ts';
import { cancelBooking } from '#/server/bookings/cancel.server.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { searchSlots } from '#/server/bookings/slot-search.server.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
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

const SESSION_CONFIRMED = /^Your Psycortex session on .* is confirmed$/;

/** The first e-mail to `to` whose subject matches, once it has been sent. */
function mailTo(site: TestSite, to: string, subject: RegExp, timeoutMs?: number) {
  return eventually(() => {
    const mail = site.mail.messages().find((m) => subject.test(m.subject) && m.to.includes(to));
    if (!mail) throw new Error(`no e-mail to ${to} matching ${subject} yet`);
    return mail;
  }, timeoutMs);
}

describe('booking a session', () => {
  const { db, sql, site } = useTestSite(async (database) => {
    await seedCatalogue(database);
    await seedDemoClinicians(database);
  });

  it('lets exactly one of 50 customers racing for one slot have it; the others are told plainly', async () => {
    const [slot] = await videoSlots(site);
    const cookies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signInCustomer(db, `racer${i}@example.com`)),
    );
    const responses = await Promise.all(
      // Fifty people on fifty networks: the holding limits per network are not what is tested.
      cookies.map((cookie, i) =>
        site.post('/api/bookings', holdBody(slot!.startsAt), {
          cookie,
          'x-nf-client-connection-ip': `198.51.100.${i + 1}`,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const losers = await Promise.all(
      responses
        .filter((r) => r.status === 409)
        .map((r) => r.json() as Promise<{ error: { code: string; message: string } }>),
    );
    expect(new Set(losers.map((l) => l.error.message))).toEqual(new Set([BOOKING_MESSAGES.taken]));
    // The code the Hindi and Marathi pages say it by (src/lib/messages.ts).
    expect(new Set(losers.map((l) => l.error.code))).toEqual(new Set(['slot_taken']));
    const rows = await sql`select id from bookings where status = 'held'`;
    expect(rows).toHaveLength(1);
    // The slot has gone from the list.
    expect((await videoSlots(site)).map((s) => s.startsAt)).not.toContain(slot!.startsAt);
  });

  it('frees a slot whose hold lapsed, and refuses to confirm the lapsed hold', async () => {
    const [slot] = await videoSlots(site);
    const first = await signInCustomer(db, 'first@example.com');
    const second = await signInCustomer(db, 'second@example.com');
    await giveCredits(db, 'first@example.com', 1);
    const held = await site.post('/api/bookings', holdBody(slot!.startsAt), { cookie: first });
    expect(held.status).toBe(201);
    const { booking } = (await held.json()) as { booking: { id: string } };
    expect(
      (await site.post('/api/bookings', holdBody(slot!.startsAt), { cookie: second })).status,
    ).toBe(409);

    await sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${booking.id}`;
    expect((await videoSlots(site)).map((s) => s.startsAt)).toContain(slot!.startsAt);
    expect(
      (await site.post('/api/bookings', holdBody(slot!.startsAt), { cookie: second })).status,
    ).toBe(201);
    const [old] = await sql`select status from bookings where id = ${booking.id}`;
    expect(old!.status).toBe('expired');

    const late = await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie: first });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      error: { code: 'hold_lapsed', message: BOOKING_MESSAGES.holdLapsed },
    });
    const [credit] = await sql`select remaining from session_credits`;
    expect(credit!.remaining).toBe(1);
  });

  it('lists the languages some active clinician speaks, whatever was chosen', async () => {
    const answer = async (query: string) =>
      (await (await fetch(`${site.url}/api/booking/slots?${query}`)).json()) as {
        languages: string[];
      };
    expect((await answer('')).languages).toEqual(['English', 'Hindi', 'Marathi']);
    expect((await answer('language=Tamil')).languages).toEqual(['English', 'Hindi', 'Marathi']);
    await sql`update clinicians set active = false where slug = 'demo-clinician-asha'`;
    // Only Asha speaks Marathi.
    expect((await answer('mode=chat')).languages).toEqual(['English', 'Hindi']);
  });

  it('names the time that stands when a hold replaced by a newer one is confirmed', async () => {
    const [first, second] = await videoSlots(site);
    const cookie = await signInCustomer(db, 'changed-mind@example.com');
    await giveCredits(db, 'changed-mind@example.com', 1);
    const held = await site.post('/api/bookings', holdBody(first!.startsAt), { cookie });
    const { booking } = (await held.json()) as { booking: { id: string } };
    await site.post('/api/bookings', holdBody(second!.startsAt), { cookie });
    const old = await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie });
    expect(old.status).toBe(409);
    // The time that stands goes with the code, for the page to write in its own language.
    expect(await old.json()).toEqual({
      error: {
        code: 'replaced_by',
        message: replacedBy(describeIndiaTime(new Date(second!.startsAt))),
        values: { startsAt: new Date(second!.startsAt).toISOString() },
      },
    });
  });

  it('never takes more credits than there are under 20 concurrent confirmations', async () => {
    const cookie = await signInCustomer(db, 'many@example.com');
    const userId = await giveCredits(db, 'many@example.com', 5);
    const [clinician] = await sql`select id from clinicians where slug = 'demo-clinician-asha'`;
    const base = Date.now() + 3 * 86_400_000;
    const ids = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const [row] = await sql`
          insert into bookings (clinician_id, user_id, service_slug, mode, starts_at, ends_at, status, hold_expires_at)
          values (${clinician!.id}, ${userId}, 'anxiety', 'video',
                  ${new Date(base + i * 3_600_000)}, ${new Date(base + i * 3_600_000 + 50 * 60_000)},
                  'held', now() + interval '10 minutes')
          returning id`;
        return row!.id as string;
      }),
    );
    const responses = await Promise.all(
      ids.map((id) => site.post(`/api/bookings/${id}/confirm`, {}, { cookie })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    // Each refusal says why by its code: no credit left (src/lib/api-error.ts).
    const refusals = await Promise.all(
      responses.filter((r) => r.status === 409).map((r) => r.json()),
    );
    expect(new Set(refusals.map((r) => (r as { error: { code: string } }).error.code))).toEqual(
      new Set(['no_credit']),
    );
    const [credit] = await sql`select remaining from session_credits where user_id = ${userId}`;
    expect(credit!.remaining).toBe(0);
    const confirmed = await sql`select id from bookings where status = 'confirmed'`;
    expect(confirmed).toHaveLength(5);
  });

  it('confirms a hold only from the site itself: its Origin and a JSON body, as every change', async () => {
    const cookie = await signInCustomer(db, 'origin@example.com');
    await giveCredits(db, 'origin@example.com', 1);
    const [slot] = await videoSlots(site);
    const held = await site.post('/api/bookings', holdBody(slot!.startsAt), { cookie });
    const { booking } = (await held.json()) as { booking: { id: string } };
    const confirm = (headers: Record<string, string>, body?: string) =>
      fetch(`${site.url}/api/bookings/${booking.id}/confirm`, {
        method: 'POST',
        headers: { cookie, ...headers },
        body,
      });
    // A page elsewhere: a form post (no Origin from older browsers, or a foreign one), or a
    // script's post.
    expect((await confirm({})).status).toBe(403);
    expect((await confirm({ origin: 'https://evil.example' })).status).toBe(403);
    expect(
      (await confirm({ origin: 'https://evil.example', 'content-type': 'application/json' }, '{}'))
        .status,
    ).toBe(403);
    const form = await confirm(
      { origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
      'confirm=1',
    );
    expect(form.status).toBe(415);
    expect((await confirm({ origin: site.url, 'content-type': 'text/plain' }, '{}')).status).toBe(
      415,
    );
    expect(await sql`select status from bookings where id = ${booking.id}`).toEqual([
      { status: 'held' },
    ]);
    // The site's own page, as src/features/booking/booking.store.ts sends it.
    expect((await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie })).status).toBe(
      200,
    );
  });

  it('returns the credit on a cancellation with 24 hours notice, not later unless staff waive', async () => {
    const cookie = await signInCustomer(db, 'cancel@example.com');
    const userId = await giveCredits(db, 'cancel@example.com', 2);
    const [slot, , another] = await videoSlots(site);
    const book = async (startsAt: string) => {
      const held = await site.post('/api/bookings', holdBody(startsAt), { cookie });
      const { booking } = (await held.json()) as { booking: { id: string } };
      expect((await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie })).status).toBe(
        200,
      );
      return booking.id;
    };
    const early = await book(slot!.startsAt);
    const startsAt = new Date(slot!.startsAt);
    const dayBefore = new Date(startsAt.getTime() - 24 * 3_600_000);
    expect(await cancelBooking(db, { bookingId: early, userId, now: dayBefore })).toMatchObject({
      creditReturned: true,
    });
    let [credit] = await sql`select remaining from session_credits where user_id = ${userId}`;
    expect(credit!.remaining).toBe(2);

    const late = await book(another!.startsAt);
    const anotherStart = new Date(another!.startsAt);
    const nearly = new Date(anotherStart.getTime() - 23 * 3_600_000);
    expect(await cancelBooking(db, { bookingId: late, userId, now: nearly })).toMatchObject({
      creditReturned: false,
    });
    [credit] = await sql`select remaining from session_credits where user_id = ${userId}`;
    expect(credit!.remaining).toBe(1);
    // A second cancellation changes nothing, and says why.
    await expect(cancelBooking(db, { bookingId: late, userId, now: nearly })).rejects.toMatchObject(
      { code: 'cancelled_already', message: CANCELLED_ALREADY },
    );

    const waived = await book(slot!.startsAt);
    expect(
      await cancelBooking(db, {
        bookingId: waived,
        now: new Date(startsAt.getTime() - 3_600_000),
        waive: true,
      }),
    ).toMatchObject({ creditReturned: true });
    [credit] = await sql`select remaining from session_credits where user_id = ${userId}`;
    expect(credit!.remaining).toBe(1);
  });

  it('cancels and reschedules through the API, and lists upcoming sessions with credits', async () => {
    const cookie = await signInCustomer(db, 'mover@example.com');
    await giveCredits(db, 'mover@example.com', 1);
    const slots = await videoSlots(site);
    // Far enough ahead for the 24-hour rule, whatever the time now.
    const far = slots.filter((s) => Date.parse(s.startsAt) > Date.now() + 30 * 3_600_000);
    const held = await site.post('/api/bookings', holdBody(far[0]!.startsAt), { cookie });
    const { booking } = (await held.json()) as { booking: { id: string } };
    await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie });
    // The confirmation arrives with its calendar invitation.
    const confirmation = await mailTo(site, 'mover@example.com', SESSION_CONFIRMED);
    expect(confirmation.to).toEqual(['mover@example.com']);
    expect(confirmation.attachments[0]).toMatchObject({ filename: 'psycortex-session.ics' });
    // Its one-click cancel link is signed for this booking only.
    const link = new URL(/https?:\/\/\S+\/user\/sessions\?cancel=\S+/.exec(confirmation.text)![0]);
    expect(link.searchParams.get('cancel')).toBe(booking.id);
    const forged = await site.post('/api/booking-link/cancel', {
      booking: String(Number(booking.id) + 1),
      token: link.searchParams.get('token'),
    });
    expect(forged.status).toBe(404);
    expect(confirmation.attachments[0]!.text).toContain(
      `DTSTART:${far[0]!.startsAt.replace(/[-:]/g, '').replace('.000', '')}`,
    );

    // Someone else holds the time it would move to: the move is refused, nothing changes.
    const other = await signInCustomer(db, 'other@example.com');
    await site.post('/api/bookings', holdBody(far[1]!.startsAt), { cookie: other });
    const refused = await site.post(
      `/api/bookings/${booking.id}/reschedule`,
      { startsAt: far[1]!.startsAt },
      { cookie },
    );
    expect(refused.status).toBe(409);
    const moved = await site.post(
      `/api/bookings/${booking.id}/reschedule`,
      { startsAt: far[2]!.startsAt },
      { cookie },
    );
    expect(moved.status).toBe(200);
    const { booking: next } = (await moved.json()) as { booking: { id: string } };
    // The first e-mail's cancel link, used after the move, says where the session went.
    const stale = await site.post('/api/booking-link/cancel', {
      booking: booking.id,
      token: link.searchParams.get('token'),
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: {
        code: 'moved_already',
        message: movedTo(describeIndiaTime(new Date(far[2]!.startsAt))),
        values: { startsAt: new Date(far[2]!.startsAt).toISOString() },
      },
    });

    const mine = await fetch(`${site.url}/api/bookings`, { headers: { cookie } });
    const list = (await mine.json()) as {
      upcoming: { id: string; status: string; startsAt: string }[];
      past: { status: string }[];
      credits: { remaining: number }[];
    };
    expect(list.upcoming.map((s) => [s.id, s.status, s.startsAt])).toEqual([
      [next.id, 'confirmed', far[2]!.startsAt],
    ]);
    expect(list.past.map((s) => s.status)).toEqual(['cancelled']);
    expect(list.credits.map((c) => c.remaining)).toEqual([0]);

    // The one-click link of the moved session's e-mails, used without signing in, cancels it.
    const { bookingLinkToken } = await import('#/server/bookings/signed-link.ts');
    const cancelled = await site.post('/api/booking-link/cancel', {
      booking: next.id,
      token: bookingLinkToken(process.env.OTP_SECRET!, 'cancel', next.id),
    });
    expect(await cancelled.json()).toMatchObject({ creditReturned: true });
    // A second click changes nothing.
    expect(
      (
        await site.post('/api/booking-link/cancel', {
          booking: next.id,
          token: bookingLinkToken(process.env.OTP_SECRET!, 'cancel', next.id),
        })
      ).status,
    ).toBe(409);
    await eventually(() => {
      const subjects = site.mail.messages().map((m) => m.subject);
      if (
        !subjects.some((s) => /is now on/.test(s)) ||
        !subjects.some((s) => /is cancelled/.test(s))
      )
        throw new Error(`not yet: ${subjects.join(' / ')}`);
    });
    // The phone's calendar sees one event: invited, moved (same UID, next SEQUENCE), cancelled.
    const invitations = site.mail
      .messages()
      .filter((m) => m.to.includes('mover@example.com'))
      .reverse()
      .map((m) => {
        const calendar = new ICAL.Component(ICAL.parse(m.attachments[0]!.text));
        const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
        return [
          calendar.getFirstPropertyValue('method'),
          event.uid,
          event.sequence,
          event.startDate.toJSDate().toISOString(),
        ];
      });
    const uid = invitations[0]![1];
    expect(invitations).toEqual([
      ['REQUEST', uid, 0, far[0]!.startsAt],
      ['REQUEST', uid, 1, far[2]!.startsAt],
      ['CANCEL', uid, 2, far[2]!.startsAt],
    ]);
    // Someone else's session is not found, rather than cancelled.
    expect((await site.post(`/api/bookings/${next.id}/cancel`, {}, { cookie: other })).status).toBe(
      404,
    );
  });

  it('moves a session from the signed link of its e-mail without signing in, under the customer rules', async () => {
    const cookie = await signInCustomer(db, 'link-mover@example.com');
    await giveCredits(db, 'link-mover@example.com', 1);
    const far = (await videoSlots(site, 'demo-clinician-ravi')).filter(
      (s) => Date.parse(s.startsAt) > Date.now() + 30 * 3_600_000,
    );
    const held = await site.post(
      '/api/bookings',
      holdBody(far[0]!.startsAt, 'demo-clinician-ravi'),
      {
        cookie,
      },
    );
    const { booking } = (await held.json()) as { booking: { id: string } };
    await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie });
    const confirmation = await mailTo(site, 'link-mover@example.com', SESSION_CONFIRMED);
    const link = new URL(/https?:\/\/\S+\/user\/sessions\?move=\S+/.exec(confirmation.text)![0]);
    expect(link.searchParams.get('move')).toBe(booking.id);
    const token = link.searchParams.get('token')!;

    // The link shows when and with whom, not the clinician's contact or a video room.
    const shown = await site.post('/api/booking-link/session', { booking: booking.id, token });
    expect(shown.status).toBe(200);
    const { session } = (await shown.json()) as {
      session: {
        startsAt: string;
        clinician: { slug: string };
        contact: unknown;
        joinUrl: unknown;
      };
    };
    expect(session).toMatchObject({
      startsAt: far[0]!.startsAt,
      clinician: { slug: 'demo-clinician-ravi' },
      contact: null,
      joinUrl: null,
    });
    // Another booking's number, or the cancel link's signature, opens nothing.
    const { bookingLinkToken } = await import('#/server/bookings/signed-link.ts');
    const cancelSigned = bookingLinkToken(process.env.OTP_SECRET!, 'cancel', booking.id);
    for (const wrong of [
      { booking: String(Number(booking.id) + 1), token },
      { booking: booking.id, token: cancelSigned },
    ]) {
      expect((await site.post('/api/booking-link/session', wrong)).status).toBe(404);
      expect(
        (await site.post('/api/booking-link/move', { ...wrong, startsAt: far[1]!.startsAt }))
          .status,
      ).toBe(404);
    }

    const moved = await site.post('/api/booking-link/move', {
      booking: booking.id,
      token,
      startsAt: far[1]!.startsAt,
    });
    expect(moved.status).toBe(200);
    const rows = await sql`
      select status, starts_at from bookings where user_id = (
        select id from users where email = 'link-mover@example.com') order by id`;
    expect(rows.map((r) => [r.status, new Date(r.starts_at).toISOString()])).toEqual([
      ['cancelled', new Date(far[0]!.startsAt).toISOString()],
      ['confirmed', new Date(far[1]!.startsAt).toISOString()],
    ]);
    // The old link has done its work: the session it names has moved.
    expect(
      (
        await site.post('/api/booking-link/move', {
          booking: booking.id,
          token,
          startsAt: far[2]!.startsAt,
        })
      ).status,
    ).toBe(409);
    const notice = await mailTo(site, 'link-mover@example.com', /is now on/);
    expect(notice.text).toContain('You moved your session');
    expect(notice.text).toMatch(/\/user\/sessions\?move=\d+&token=/);
  });

  it('refuses to move a session from its link with less than 24 hours to go', async () => {
    const cookie = await signInCustomer(db, 'late-link@example.com');
    await giveCredits(db, 'late-link@example.com', 1);
    const [slot, next] = await videoSlots(site, 'demo-clinician-ravi');
    const held = await site.post('/api/bookings', holdBody(slot!.startsAt, 'demo-clinician-ravi'), {
      cookie,
    });
    const { booking } = (await held.json()) as { booking: { id: string } };
    await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie });
    const { rescheduleBooking } = await import('#/server/bookings/reschedule.server.ts');
    const lateNow = new Date(Date.parse(slot!.startsAt) - 2 * 3_600_000);
    await expect(
      rescheduleBooking(db, {
        bookingId: booking.id,
        startsAt: new Date(next!.startsAt),
        byLink: true,
        now: lateNow,
      }),
    ).rejects.toMatchObject({ code: 'move_too_late', message: BOOKING_MESSAGES.moveTooLate });
    const [row] = await sql`select status from bookings where id = ${booking.id}`;
    expect(row!.status).toBe('confirmed');
  });

  it('confirms a held session when its single-session payment settles; a package becomes credits', async () => {
    const cookie = await signInCustomer(db, 'payer@example.com');
    const [slot] = await videoSlots(site);
    const held = await site.post('/api/bookings', holdBody(slot!.startsAt), { cookie });
    const { booking } = (await held.json()) as { booking: { id: string } };
    const single = await variantId(db, 'single-session', '1 session');
    const { start } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      billing: billingFor('payer@example.com'),
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    const reference = start!.order.reference;
    expect(
      (await site.post(`/api/bookings/${booking.id}/order`, { order: reference }, { cookie }))
        .status,
    ).toBe(200);
    const fields = datafeed({ Ref: reference, Amt: '1499.00' });
    expect((await postDatafeed(site, fields)).status).toBe(200);
    expect((await postDatafeed(site, fields)).status).toBe(200);
    const [row] = await sql`select status, credit_id from bookings where id = ${booking.id}`;
    expect(row!.status).toBe('confirmed');
    const credits = await sql`select granted, remaining from session_credits`;
    expect(credits.map((c) => [c.granted, c.remaining])).toEqual([[1, 0]]);

    // Five single sessions at once: five credits, lasting 12 months.
    const { start: five } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 5 }],
      billing: billingFor('payer@example.com'),
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    await postDatafeed(site, datafeed({ Ref: five!.order.reference, Amt: '7495.00' }));
    const [pack] = await sql`
      select granted, remaining, expires_at - now() > interval '364 days' as year
      from session_credits where granted = 5`;
    expect(pack).toMatchObject({ granted: 5, remaining: 5, year: true });
  });

  it('reads weekly hours in India time around midnight, whatever the server clock', async () => {
    const [clinician] = await sql`select id from clinicians where slug = 'demo-clinician-ravi'`;
    await sql`delete from clinician_hours where clinician_id = ${clinician!.id}`;
    // Thursday 00:00–01:00 IST only.
    await sql`
      insert into clinician_hours (clinician_id, weekday, start_minute, end_minute, mode)
      values (${clinician!.id}, 4, 0, 60, 'video')`;
    // Wednesday 25 November 2026, 20:00 IST.
    const now = indiaToInstant('2026-11-25', parseTime('20:00'));
    const result = await searchSlots(db, { clinician: 'demo-clinician-ravi' }, now);
    expect(result.slots.map((s) => s.startsAt)).toEqual([
      '2026-11-25T18:30:00.000Z',
      '2026-12-02T18:30:00.000Z',
    ]);
  });
});

describe('booking reminders', () => {
  const { db, sql, site } = useTestSite(async (database) => {
    await seedDemoClinicians(database);
  });

  it('queues the 24-hour and the 1-hour reminder exactly once each, even when runs overlap', async () => {
    const { queueDueReminders } = await import('#/server/bookings/reminders.server.ts');
    const cookie = await signInCustomer(db, 'remind@example.com');
    void cookie;
    const [user] = await sql`select id from users where email = 'remind@example.com'`;
    const [clinician] = await sql`select id from clinicians where slug = 'demo-clinician-asha'`;
    const start = new Date(Date.now() + 20 * 3_600_000);
    // Booked three days ago.
    await sql`
      insert into bookings (clinician_id, user_id, service_slug, mode, starts_at, ends_at, status,
                            confirmed_at)
      values (${clinician!.id}, ${user!.id}, 'anxiety', 'video', ${start},
              ${new Date(start.getTime() + 50 * 60_000)}, 'confirmed', now() - interval '3 days')`;
    const now = new Date();
    const first = await Promise.all([queueDueReminders(db, now), queueDueReminders(db, now)]);
    expect(first.flat()).toHaveLength(1);
    expect(await queueDueReminders(db, now)).toEqual([]);
    // 40 minutes before the start: the hour's reminder, once.
    const later = new Date(start.getTime() - 40 * 60_000);
    expect(await queueDueReminders(db, later)).toHaveLength(1);
    expect(await queueDueReminders(db, later)).toEqual([]);
    const mails = await sql`select subject from emails order by id`;
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Reminder: your Psycortex session on /),
      expect.stringMatching(/^In an hour: your Psycortex session/),
    ]);
    void site;
  });

  it('sends no reminder that the confirmation has just covered', async () => {
    const { queueDueReminders } = await import('#/server/bookings/reminders.server.ts');
    await signInCustomer(db, 'late-booker@example.com');
    const [user] = await sql`select id from users where email = 'late-booker@example.com'`;
    const [clinician] = await sql`select id from clinicians where slug = 'demo-clinician-asha'`;
    const now = Date.now();
    const HOUR = 3_600_000;
    /** A session starting `startsIn` from now, confirmed `bookedAgo` before now. */
    const book = async (startsIn: number, bookedAgo: number) => {
      const [row] = await sql`
        insert into bookings (clinician_id, user_id, service_slug, mode, starts_at, ends_at,
                              status, confirmed_at)
        values (${clinician!.id}, ${user!.id}, 'anxiety', 'video', ${new Date(now + startsIn)},
                ${new Date(now + startsIn + 50 * 60_000)}, 'confirmed', ${new Date(now - bookedAgo)})
        returning id`;
      return row!.id as string;
    };
    const soon = await book(66 * 60_000, 0); // the session: 66 minutes ahead
    const today = await book(3 * HOUR, 0); // booked this morning for this afternoon
    const tomorrow = await book(30 * HOUR, 0); // booked a day and a bit ahead

    /** The reminders each run queues, as booking ids, at each moment until all have started. */
    const sent: string[] = [];
    for (let t = now; t < now + 31 * HOUR; t += 5 * 60_000) {
      await queueDueReminders(db, new Date(t));
    }
    for (const row of await sql`select subject, idempotency_key from emails order by id`) {
      sent.push(String(row.idempotency_key));
    }
    expect(sent.filter((k) => k.endsWith(`:${soon}`))).toEqual([]);
    expect(sent.filter((k) => k.endsWith(`:${today}`))).toEqual([`booking-reminder-hour:${today}`]);
    expect(sent.filter((k) => k.endsWith(`:${tomorrow}`))).toEqual([
      `booking-reminder-day:${tomorrow}`,
      `booking-reminder-hour:${tomorrow}`,
    ]);
  });
});

describe('paying for a held time at the checkout', () => {
  const { db, sql, site } = useTestSite(async (database) => {
    await seedCatalogue(database);
    await seedDemoClinicians(database);
  });

  it('confirms the live hold when a single session is paid within its 10 minutes', async () => {
    const cookie = await signInCustomer(db, 'checkout-payer@example.com');
    const [slot] = await videoSlots(site);
    const held = await site.post('/api/bookings', holdBody(slot!.startsAt), { cookie });
    const { booking } = (await held.json()) as { booking: { id: string } };
    const single = await variantId(db, 'single-session', '1 session');
    const { start } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      billing: billingFor('checkout-payer@example.com'),
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    await postDatafeed(site, datafeed({ Ref: start!.order.reference, Amt: '1499.00' }));
    const [row] = await sql`select status from bookings where id = ${booking.id}`;
    expect(row!.status).toBe('confirmed');
    const [credit] = await sql`select granted, remaining from session_credits`;
    expect(credit).toMatchObject({ granted: 1, remaining: 0 });
    // The session's own confirmation goes out with the payment's, not at the outbox's next run.
    const confirmation = await mailTo(site, 'checkout-payer@example.com', SESSION_CONFIRMED, 3000);
    expect(confirmation.attachments[0]).toMatchObject({ filename: 'psycortex-session.ics' });
  });

  it('leaves the credit to book with when the hold lapsed before the payment', async () => {
    const cookie = await signInCustomer(db, 'slow-payer@example.com');
    const [slot] = await videoSlots(site);
    const held = await site.post('/api/bookings', holdBody(slot!.startsAt), { cookie });
    const { booking } = (await held.json()) as { booking: { id: string } };
    await sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${booking.id}`;
    const single = await variantId(db, 'single-session', '1 session');
    const { start } = await checkout(site, cookie, {
      items: [{ productSlug: 'single-session', variantId: single, quantity: 1 }],
      billing: billingFor('slow-payer@example.com'),
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    await postDatafeed(site, datafeed({ Ref: start!.order.reference, Amt: '1499.00' }));
    const [row] = await sql`select status from bookings where id = ${booking.id}`;
    expect(row!.status).toBe('held');
    const [credit] = await sql`select remaining from session_credits`;
    expect(credit!.remaining).toBe(1);
  });
});
