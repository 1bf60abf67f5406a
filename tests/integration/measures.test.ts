import { describe, expect, it } from 'vitest';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { sendDueEmails } from '#/server/mail/send.server.ts';
import { queueMeasureInvitations } from '#/server/measures/invitations.server.ts';
import { dueMeasures } from '#/server/measures/requests.server.ts';
import { measureSummaries } from '#/server/measures/summary.server.ts';
import { eraseAccount } from '#/server/privacy/privacy.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { giveCredits, holdBody, videoSlots } from './helpers/booking.ts';
import { signInClinician } from './helpers/clinician.ts';
import { signInCustomer } from './helpers/shop.ts';
import { eventually, useTestSite } from './helpers/site.ts';

/**
 * Outcome measures before each session: asked when a booking is confirmed, open in the 72 hours
 * before it, answered from the e-mail's signed link or signed in, scored and kept with the
 * client; PHQ-9 item 9 above 0 alerts the clinician once, without the answers; a clinician reads
 * only their own clients' progress, and no admin route shows the item answers.
 */

const HOUR = 3_600_000;
const PHQ9_ITEMS = [3, 0, 3, 1, 2, 0, 1, 3, 0]; // 13, Moderate, item 9 at 0
const PHQ9_ITEM9 = [1, 1, 1, 0, 0, 0, 0, 0, 2]; // 5, Mild, item 9 at 2
const GAD7_ITEMS = [2, 2, 1, 1, 0, 3, 2]; // 11, Moderate

describe('outcome measures before each session', () => {
  const { db, sql, site } = useTestSite(seedDemoClinicians);

  /** A signed-in client with a confirmed video session with Asha; answers its id and times. */
  async function bookedClient(email: string, clinician = 'demo-clinician-asha', slotIndex = 0) {
    const cookie = await signInCustomer(db, email);
    const userId = await giveCredits(db, email, 5);
    const slot = (await videoSlots(site, clinician)).at(slotIndex)!;
    const held = await site.post('/api/bookings', holdBody(slot.startsAt, clinician), { cookie });
    expect(held.status, await held.clone().text()).toBe(201);
    const { booking } = (await held.json()) as { booking: { id: string } };
    const confirmed = await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    return { cookie, userId, bookingId: booking.id, startsAt: new Date(slot.startsAt) };
  }

  /** Moves the session to start in `hours`, so that its window is open now. */
  async function startsIn(bookingId: string, hours: number) {
    const startsAt = new Date(Date.now() + hours * HOUR);
    await sql`update bookings set starts_at = ${startsAt}, ends_at = ${new Date(startsAt.getTime() + 50 * 60_000)}
      where id = ${bookingId}`;
    return startsAt;
  }

  /** The token of the signed link the invitation e-mail carries. */
  async function invitationLink(bookingId: string, now = new Date()) {
    const ids = await queueMeasureInvitations(
      db,
      { url: site.url, secret: 'test-otp-secret-of-at-least-32-characters' },
      now,
    );
    expect(ids).toHaveLength(1);
    const [email] = await sql<{ text_body: string; to_address: string }[]>`
      select text_body, to_address from emails where id = ${ids[0]!}`;
    const url = new URL(/https?:\/\/\S+\/user\/measures\?\S+/.exec(email!.text_body)![0]);
    expect(url.searchParams.get('booking')).toBe(bookingId);
    return { token: url.searchParams.get('token')!, to: email!.to_address, href: url.href };
  }

  const send = (bookingId: string, body: unknown, cookie?: string) =>
    site.post(`/api/measures/booking/${bookingId}`, body, cookie ? { cookie } : {});

  it('asks for PHQ-9 and GAD-7 when a booking is confirmed, and opens the request 72 hours before', async () => {
    const { bookingId, startsAt, cookie } = await bookedClient('asked@example.com');
    const requests = await sql`
      select measure, invited_at from measure_requests where booking_id = ${bookingId} order by measure`;
    expect(requests.map((r) => r.measure)).toEqual(['gad7', 'phq9']);

    // 73 hours before: nothing is open, no e-mail goes.
    const before = new Date(startsAt.getTime() - 73 * HOUR);
    expect(
      await queueMeasureInvitations(db, { url: site.url, secret: 'x'.repeat(40) }, before),
    ).toEqual([]);
    expect(await dueMeasures(db, await userOf(bookingId), before)).toEqual([]);

    // 71 hours before: open, one e-mail to the client with a signed link, once.
    const within = new Date(startsAt.getTime() - 71 * HOUR);
    const { to } = await invitationLink(bookingId, within);
    expect(to).toBe('asked@example.com');
    expect(
      await queueMeasureInvitations(db, { url: site.url, secret: 'x'.repeat(40) }, within),
    ).toEqual([]);
    const due = await dueMeasures(db, await userOf(bookingId), within);
    expect(due).toEqual([
      expect.objectContaining({
        bookingId,
        open: true,
        measures: [
          { measure: 'phq9', done: false },
          { measure: 'gad7', done: false },
        ],
      }),
    ]);

    // My sessions lists it once the window is open now.
    const listed = async () =>
      (await (await fetch(`${site.url}/api/measures/due`, { headers: { cookie } })).json()) as {
        due: { bookingId: string }[];
      };
    if (startsAt.getTime() - Date.now() > 72 * HOUR) expect((await listed()).due).toEqual([]);
    await startsIn(bookingId, 5);
    expect((await listed()).due.map((d) => d.bookingId)).toEqual([bookingId]);
  });

  async function userOf(bookingId: string): Promise<string> {
    const [row] = await sql<
      { user_id: string }[]
    >`select user_id from bookings where id = ${bookingId}`;
    return row!.user_id;
  }

  it('links the e-mail to the questions in the language the session was booked in', async () => {
    const marathi = await bookedClient('marathi-measures@example.com', 'demo-clinician-asha', 1);
    await sql`update bookings set locale = 'mr' where id = ${marathi.bookingId}`;
    const ids = await queueMeasureInvitations(
      db,
      { url: site.url, secret: 'test-otp-secret-of-at-least-32-characters' },
      new Date(marathi.startsAt.getTime() - 71 * HOUR),
    );
    expect(ids).toHaveLength(1);
    const [email] = await sql<{ text_body: string; subject: string }[]>`
      select text_body, subject from emails where id = ${ids[0]!}`;
    // The Marathi e-mail opens the Marathi page, with the same signed link.
    expect(email!.text_body).toContain(
      `${site.url}/mr/user/measures?booking=${marathi.bookingId}&token=`,
    );
    expect(email!.text_body).not.toContain(`${site.url}/user/measures`);
    expect(email!.subject).toMatch(/सेशनआधी काही प्रश्न$/);
    // An English booking's e-mail keeps the English address.
    const english = await bookedClient('english-measures@example.com', 'demo-clinician-asha', 2);
    const link = await invitationLink(
      english.bookingId,
      new Date(english.startsAt.getTime() - 71 * HOUR),
    );
    expect(link.href.startsWith(`${site.url}/user/measures?booking=`)).toBe(true);
  });

  it('stores and scores the answers from the signed link, once, and shows them as progress', async () => {
    const { bookingId, startsAt, cookie, userId } = await bookedClient('scored@example.com');
    const { token } = await invitationLink(bookingId, new Date(startsAt.getTime() - 70 * HOUR));
    // Before the window opens (real time), sending is refused.
    if (startsAt.getTime() - Date.now() > 72 * HOUR) {
      const early = await send(bookingId, {
        token,
        answers: [{ measure: 'gad7', items: GAD7_ITEMS }],
      });
      expect(early.status).toBe(409);
    }
    await startsIn(bookingId, 2);

    // The page reads the booking's questions with the token alone.
    const read = await fetch(`${site.url}/api/measures/booking/${bookingId}?token=${token}`);
    expect(read.status).toBe(200);
    // A wrong token and no token without signing in find nothing.
    const wrong = await send(bookingId, {
      token: `${token.slice(0, -2)}xx`,
      answers: [{ measure: 'gad7', items: GAD7_ITEMS }],
    });
    expect(wrong.status).toBe(404);
    expect(
      (await send(bookingId, { answers: [{ measure: 'gad7', items: GAD7_ITEMS }] })).status,
    ).toBe(401);
    // An incomplete questionnaire is refused, not half-scored.
    expect(
      (await send(bookingId, { token, answers: [{ measure: 'phq9', items: [1, 2, 3] }] })).status,
    ).toBe(400);

    const sent = await send(bookingId, {
      token,
      answers: [
        { measure: 'phq9', items: PHQ9_ITEMS },
        { measure: 'gad7', items: GAD7_ITEMS },
      ],
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(await sent.json()).toEqual({
      crisis: false,
      results: [
        { measure: 'phq9', total: 13, band: 'Moderate', change: null },
        { measure: 'gad7', total: 11, band: 'Moderate', change: null },
      ],
    });
    const rows = await sql`
      select measure, total, answers, user_id, booking_id from measure_results order by measure desc`;
    expect(rows.map((r) => [r.measure, r.total, r.answers, r.user_id, r.booking_id])).toEqual([
      ['phq9', 13, PHQ9_ITEMS, userId, bookingId],
      ['gad7', 11, GAD7_ITEMS, userId, bookingId],
    ]);

    // Sending again measures nothing twice: the first answers stand.
    const again = await send(bookingId, {
      token,
      answers: [{ measure: 'gad7', items: [0, 0, 0, 0, 0, 0, 0] }],
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { results: unknown[] }).results).toEqual([]);
    expect(await sql`select id from measure_results`).toHaveLength(2);

    // The client sees it as their own progress; nothing is left to fill in.
    const progress = (await (
      await fetch(`${site.url}/api/measures/progress`, { headers: { cookie } })
    ).json()) as { points: { measure: string; total: number; band: string }[] };
    expect(progress.points.map((p) => [p.measure, p.total, p.band])).toEqual(
      expect.arrayContaining([
        ['phq9', 13, 'Moderate'],
        ['gad7', 11, 'Moderate'],
      ]),
    );
    expect(JSON.stringify(progress)).not.toContain('3,0,3,1,2,0,1,3,0');
    const due = (await (
      await fetch(`${site.url}/api/measures/due`, { headers: { cookie } })
    ).json()) as {
      due: unknown[];
    };
    expect(due.due).toEqual([]);

    // Another client, signed in, cannot read or answer this booking's questions.
    const other = await signInCustomer(db, 'other@example.com');
    expect(
      (await fetch(`${site.url}/api/measures/booking/${bookingId}`, { headers: { cookie: other } }))
        .status,
    ).toBe(404);
    expect(
      (await send(bookingId, { answers: [{ measure: 'gad7', items: GAD7_ITEMS }] }, other)).status,
    ).toBe(404);
  });

  it('e-mails the treating clinician exactly once when item 9 is above 0, with no answers and no scores', async () => {
    await sql`update clinicians set contact_email = 'asha@clinic.example' where slug = 'demo-clinician-asha'`;
    const { bookingId, cookie } = await bookedClient('item9@example.com');
    await startsIn(bookingId, 3);
    const sent = await send(
      bookingId,
      { answers: [{ measure: 'phq9', items: PHQ9_ITEM9 }] },
      cookie,
    );
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(((await sent.json()) as { crisis: boolean }).crisis).toBe(true);
    // The clinician also has the video room's e-mail for this session; the alert is one more.
    const alerts = () =>
      site.mail
        .messages()
        .filter(
          (m) =>
            m.to.includes('asha@clinic.example') &&
            m.subject === 'A client of yours needs a check-in',
        );
    const alert = await eventually(() => {
      expect(alerts()).toHaveLength(1);
      return alerts()[0]!;
    });
    expect(alert.text).toContain('/clinician');
    for (const body of [alert.text, alert.html, alert.subject]) {
      expect(body).not.toMatch(
        /PHQ|GAD|score|better off dead|item|Mild|Several days|item9@example/i,
      );
      expect(body).not.toMatch(/\b5\b|\b2\b/);
    }
    // Sending again (the same result stands) and the sweep's retries alert nobody twice.
    await send(bookingId, { answers: [{ measure: 'phq9', items: PHQ9_ITEM9 }] }, cookie);
    await sendDueEmails(db);
    await new Promise((r) => setTimeout(r, 200));
    expect(alerts()).toHaveLength(1);
    expect(
      await sql`select id from emails where idempotency_key like 'measures-check-in:%'`,
    ).toHaveLength(1);
  });

  it('lets a clinician read only their own clients’ progress, and summarises it for their day', async () => {
    const { bookingId, cookie, userId } = await bookedClient('client@example.com');
    await startsIn(bookingId, 4);
    expect(
      (
        await send(
          bookingId,
          {
            answers: [
              { measure: 'phq9', items: PHQ9_ITEM9 },
              { measure: 'gad7', items: GAD7_ITEMS },
            ],
          },
          cookie,
        )
      ).status,
    ).toBe(200);
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const ravi = await signInClinician(db, 'demo-clinician-ravi');
    const progress = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${site.url}/api/clinician/clients/${path}/progress`, { headers });

    const own = await progress(userId, { cookie: asha });
    expect(own.status).toBe(200);
    const body = (await own.json()) as {
      points: { measure: string; total: number; item9Flagged: boolean }[];
    };
    expect(body.points.map((p) => [p.measure, p.total, p.item9Flagged])).toEqual(
      expect.arrayContaining([
        ['phq9', 5, true],
        ['gad7', 11, false],
      ]),
    );
    // The reading is audited, and names the person so it appears in their export.
    const [audited] = await sql`
      select action, subjects from admin_audit where action = 'clinician.progress.read'`;
    expect(audited!.subjects).toEqual([`user:${userId}`]);

    // Another clinician, a stranger's id, a malformed id: all "not found".
    expect((await progress(userId, { cookie: ravi })).status).toBe(404);
    const stranger = await signInCustomer(db, 'stranger@example.com');
    const [strangerRow] = await sql<
      { id: string }[]
    >`select id from users where email = 'stranger@example.com'`;
    expect((await progress(strangerRow!.id, { cookie: asha })).status).toBe(404);
    expect((await progress('abc', { cookie: asha })).status).toBe(404);
    // Not a clinician: signed out 401, a client's or an admin's session 403.
    expect((await progress(userId)).status).toBe(401);
    expect((await progress(userId, { cookie: stranger })).status).toBe(403);
    expect((await progress(userId, { cookie: await signInAdmin(db) })).status).toBe(403);

    const ids = await sql<
      { id: string }[]
    >`select id from clinicians where slug in ('demo-clinician-asha', 'demo-clinician-ravi') order by slug`;
    const [ashaId, raviId] = ids.map((r) => r.id);
    const mine = await measureSummaries(db, ashaId!, [userId, strangerRow!.id]);
    expect([...mine.keys()]).toEqual([userId]);
    expect(mine.get(userId)).toEqual({
      phq9: { first: 5, latest: 5, change: 0, takenAt: expect.any(String) },
      gad7: { first: 11, latest: 11, change: 0, takenAt: expect.any(String) },
      item9Flagged: true,
    });
    expect((await measureSummaries(db, raviId!, [userId])).size).toBe(0);
  });

  it('asks what the service’s setting says, as often as it says, set by an admin', async () => {
    const admin = await signInAdmin(db);
    const put = (service: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${site.url}/api/admin/measure-settings/${service}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: site.url, ...headers },
        body: JSON.stringify(body),
      });
    // Only an admin sets it.
    const customer = await signInCustomer(db, 'setter@example.com');
    expect(
      (await put('anxiety', { phq9: true, gad7: false, every: 2 }, { cookie: customer })).status,
    ).toBe(403);
    expect(
      (await put('anxiety', { phq9: true, gad7: false, every: 9 }, { cookie: admin })).status,
    ).toBe(400);
    expect(
      (await put('anxiety', { phq9: true, gad7: false, every: 2 }, { cookie: admin })).status,
    ).toBe(200);
    const listed = await fetch(`${site.url}/api/admin/measure-settings`, {
      headers: { cookie: admin },
    });
    expect(await listed.json()).toEqual({
      settings: [{ service: 'anxiety', phq9: true, gad7: false, every: 2 }],
    });
    const [audited] = await sql`select subject from admin_audit where action = 'measures.setting'`;
    expect(audited!.subject).toBe('service:anxiety');

    // PHQ-9 alone, before the 1st and 3rd sessions, not the 2nd.
    const { cookie } = await bookedClient('every-second@example.com', 'demo-clinician-asha', 0);
    const book = async (index: number) => {
      const slot = (await videoSlots(site))[index]!;
      const held = await site.post('/api/bookings', holdBody(slot.startsAt), { cookie });
      const { booking } = (await held.json()) as { booking: { id: string } };
      expect((await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie })).status).toBe(
        200,
      );
      return booking.id;
    };
    await book(3);
    await book(6);
    const asked = await sql<{ n: number; measures: string }[]>`
      select row_number() over (order by b.starts_at)::int as n,
        coalesce((select string_agg(measure, ',') from measure_requests r where r.booking_id = b.id), '') as measures
      from bookings b where b.status = 'confirmed' order by b.starts_at`;
    expect(asked.map((r) => r.measures)).toEqual(['phq9', '', 'phq9']);

    // Never: nothing is asked.
    expect(
      (await put('anxiety', { phq9: true, gad7: true, every: 0 }, { cookie: admin })).status,
    ).toBe(200);
    await book(9);
    expect(await sql`select id from measure_requests`).toHaveLength(2);
  });

  it('keeps the questions (and answers given) with a session moved to another time', async () => {
    // Far enough ahead to be moved online (24 hours' notice).
    const { bookingId, cookie } = await bookedClient(
      'moved@example.com',
      'demo-clinician-asha',
      -3,
    );
    const later = (await videoSlots(site)).at(-1)!;
    const moved = await site.post(
      `/api/bookings/${bookingId}/reschedule`,
      { startsAt: later.startsAt },
      { cookie },
    );
    expect(moved.status, await moved.clone().text()).toBe(200);
    const { booking } = (await moved.json()) as { booking: { id: string } };
    expect(booking.id).not.toBe(bookingId);
    const requests = await sql`select booking_id, measure from measure_requests order by measure`;
    expect(requests.map((r) => [r.booking_id, r.measure])).toEqual([
      [booking.id, 'gad7'],
      [booking.id, 'phq9'],
    ]);
    // Its window is the new time's.
    await startsIn(booking.id, 1);
    const due = (await (
      await fetch(`${site.url}/api/measures/due`, { headers: { cookie } })
    ).json()) as {
      due: { bookingId: string }[];
    };
    expect(due.due.map((d) => d.bookingId)).toEqual([booking.id]);
  });

  it('gives the client their measures in their data export, and erases them with the account', async () => {
    const { bookingId, cookie, userId } = await bookedClient('own-data@example.com');
    await startsIn(bookingId, 2);
    await send(bookingId, { answers: [{ measure: 'gad7', items: GAD7_ITEMS }] }, cookie);
    const exported = (await (
      await fetch(`${site.url}/api/me/data`, { headers: { cookie } })
    ).json()) as {
      outcomeMeasures: { measure: string; answers: number[]; total: number }[];
    };
    expect(exported.outcomeMeasures).toEqual([
      expect.objectContaining({ measure: 'gad7', answers: GAD7_ITEMS, total: 11 }),
    ]);
    await eraseAccount(db, userId);
    expect(await sql`select id from measure_results`).toHaveLength(0);
    expect(await sql`select id from measure_requests`).toHaveLength(0);
  });

  it('shows no item answers through any admin route', async () => {
    const { bookingId, cookie } = await bookedClient('private@example.com');
    await startsIn(bookingId, 6);
    await send(
      bookingId,
      {
        answers: [
          { measure: 'phq9', items: PHQ9_ITEMS },
          { measure: 'gad7', items: GAD7_ITEMS },
        ],
      },
      cookie,
    );
    const admin = await signInAdmin(db);
    const today = new Date().toISOString().slice(0, 10);
    const routes = [
      `/api/admin/calendar?from=${today}&days=14`,
      `/api/admin/calendar/export?from=${today}&days=14`,
      '/api/admin/users',
      '/api/admin/users?q=private',
      '/api/admin/clinicians',
      '/api/admin/privacy-requests',
    ];
    // The booking's shared get-matched answers (none here) are the only answers an admin reads.
    expect(
      (
        await fetch(`${site.url}/api/admin/calendar/${bookingId}/answers`, {
          headers: { cookie: admin },
        })
      ).status,
    ).toBe(404);
    for (const route of routes) {
      const response = await fetch(`${site.url}${route}`, { headers: { cookie: admin } });
      const text = await response.text();
      expect(response.status, `${route}: ${text.slice(0, 200)}`).toBe(200);
      if (route.startsWith('/api/admin/calendar?')) expect(text).toContain(bookingId);
      for (const items of [PHQ9_ITEMS, GAD7_ITEMS]) {
        expect(text.replace(/\s/g, ''), route).not.toContain(items.join(','));
      }
      expect(text, route).not.toMatch(/measure_results|item9|"measure"/);
    }
  });
});
