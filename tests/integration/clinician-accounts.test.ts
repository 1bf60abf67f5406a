import ICAL from 'ical.js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SharedAnswers } from '#/features/booking/booking-answers-schema.ts';
import { CLINICIAN_MESSAGES } from '#/features/clinician/clinician-portal.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { signInClinician } from './helpers/clinician.ts';
import { signInCustomer } from './helpers/shop.ts';
import { cookiePair, eventually, useTestSite } from './helpers/site.ts';

/**
 * Clinicians' accounts (issue #32, points 1 and 2): the admin's invitation and deactivation,
 * sign-in by e-mail code at /clinician, and a clinician's own day, hours, leave, profile and
 * calendar feed, never another's.
 */

const ANSWERS: SharedAnswers = {
  who: 'myself',
  concerns: ['anxiety', 'sleep'],
  language: 'english',
  mode: 'video',
  screeners: [{ id: 'phq9', answers: [1, 1, 2, 1, 0, 1, 0, 0, 1], total: 7, band: 'Mild' }],
  crisisFlag: true,
};

const CLINICIAN_COOKIE = '__Host-psy_clinician';
const HOUR = 3_600_000;

describe('clinician accounts', () => {
  const { db, sql, site } = useTestSite(seedDemoClinicians);

  const get = (path: string, cookie = '') =>
    fetch(`${site.url}${path}`, { headers: cookie ? { cookie } : {} });
  const send = (method: string, path: string, body: unknown, cookie = '') =>
    fetch(`${site.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: site.url, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { message: string } }).error.message;

  async function clinicianId(slug: string): Promise<string> {
    return (
      await db
        .selectFrom('clinicians')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).id;
  }

  /** A confirmed session straight in the database, `hoursFromNow` from now, for a client. */
  async function booking(
    slug: string,
    hoursFromNow: number,
    client: { userId?: string; name?: string },
    status: 'confirmed' | 'cancelled' = 'confirmed',
  ): Promise<string> {
    const startsAt = new Date(Date.now() + hoursFromNow * HOUR);
    const row = await db
      .insertInto('bookings')
      .values({
        clinician_id: await clinicianId(slug),
        user_id: client.userId ?? null,
        contact_name: client.name ?? '',
        contact_phone: client.name ? '+91 98765 43210' : '',
        service_slug: 'anxiety',
        mode: 'video',
        language: 'English',
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 50 * 60_000),
        status,
        booked_by: client.userId ? 'customer' : 'staff',
        confirmed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function customerWithName(email: string, name: string) {
    const cookie = await signInCustomer(db, email);
    const user = await db
      .updateTable('users')
      .set({ name })
      .where('email', '=', email)
      .returning('id')
      .executeTakeFirstOrThrow();
    return { cookie, userId: user.id };
  }

  const codeIn = (text: string) => text.match(/\b\d{6}\b/)![0];

  async function mailTo(address: string, subject: RegExp) {
    return eventually(() => {
      const found = site.mail
        .messages()
        .find((m) => m.to.includes(address) && subject.test(m.subject));
      if (!found) throw new Error(`no mail to ${address} yet`);
      return found;
    });
  }

  it('invites a clinician with a one-time link, signs them in by e-mail code, and signs them out', async () => {
    const admin = await signInAdmin(db);
    const customer = await signInCustomer(db, 'nosy@example.com');
    const path = '/api/admin/clinicians/demo-clinician-asha/invite';
    expect((await send('POST', path, { email: 'asha@clinic.example' })).status).toBe(401);
    expect((await send('POST', path, { email: 'asha@clinic.example' }, customer)).status).toBe(403);
    expect((await send('POST', path, { email: 'not an address' }, admin)).status).toBe(400);
    const invited = await send('POST', path, { email: ' Asha@Clinic.example ' }, admin);
    expect(invited.status).toBe(201);
    const invitation = await mailTo('asha@clinic.example', /clinician portal/);
    const token = invitation.text.match(/\/clinician\?invite=([\w-]+)/)![1]!;
    // Only the token's hash is kept.
    const [stored] = await sql<
      { token_hash: string }[]
    >`select token_hash from clinician_invitations`;
    expect(stored!.token_hash).not.toContain(token);

    const open = (t: string) => site.post('/api/clinician-auth/invitation', { token: t });
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({
      email: 'asha@clinic.example',
      name: 'Demo clinician Asha',
    });
    // Once only.
    const again = await open(token);
    expect(again.status).toBe(410);
    expect(await errorOf(again)).toBe(CLINICIAN_MESSAGES.invitationUsed);
    expect((await open('x'.repeat(43))).status).toBe(404);

    // A link past its 7 days, and one replaced by a newer invitation, no longer open.
    await site.mail.clear();
    await send('POST', path, { email: 'asha@clinic.example' }, admin);
    const second = (await mailTo('asha@clinic.example', /clinician portal/)).text.match(
      /invite=([\w-]+)/,
    )![1]!;
    await sql`update clinician_invitations set expires_at = now() - interval '1 minute' where used_at is null`;
    const expired = await open(second);
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toBe(CLINICIAN_MESSAGES.invitationExpired);
    await site.mail.clear();
    await send('POST', path, { email: 'asha@clinic.example' }, admin);
    const third = (await mailTo('asha@clinic.example', /clinician portal/)).text.match(
      /invite=([\w-]+)/,
    )![1]!;
    await site.mail.clear();
    await send('POST', path, { email: 'asha@clinic.example' }, admin);
    expect((await open(third)).status).toBe(410);

    // Sign-in by code: an unknown address gets the same answer and no e-mail.
    await site.mail.clear();
    const askFor = (email: string) => site.post('/api/clinician-auth/otp', { email });
    const known = await askFor('asha@clinic.example');
    const unknown = await askFor('stranger@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    const code = codeIn((await mailTo('asha@clinic.example', /login code/)).text);
    await new Promise((r) => setTimeout(r, 200));
    expect(site.mail.messages().some((m) => m.to.includes('stranger@example.com'))).toBe(false);

    const verify = (email: string, otp: string) =>
      site.post('/api/clinician-auth/verify', { email, otp });
    const wrong = await verify('asha@clinic.example', code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    // A customer's code for the same address opens nothing here.
    await site.post('/api/auth/otp', { email: 'asha@clinic.example' });
    const customerCode = codeIn(
      (
        await eventually(() => {
          const m = site.mail
            .messages()
            .filter((x) => x.to.includes('asha@clinic.example') && /login code/.test(x.subject));
          if (m.length < 2) throw new Error('not yet');
          return m[0]!;
        })
      ).text,
    );
    if (customerCode !== code)
      expect((await verify('asha@clinic.example', customerCode)).status).toBe(400);

    const right = await verify('asha@clinic.example', code);
    expect(right.status).toBe(200);
    const cookie = cookiePair(right, CLINICIAN_COOKIE);
    expect(right.headers.getSetCookie().join('\n')).toContain('__Host-psy_clinician_device=');
    const me = await get('/api/clinician/me', cookie);
    expect(me.status).toBe(200);
    expect(
      ((await me.json()) as { clinician: { name: string; accountEmail: string } }).clinician,
    ).toMatchObject({ name: 'Demo clinician Asha', accountEmail: 'asha@clinic.example' });
    // The code works once.
    expect((await verify('asha@clinic.example', code)).status).toBe(400);

    // Invited again at another address: the sessions opened with the old one end.
    const elsewhere = await signInClinician(db, 'demo-clinician-asha', 'asha@clinic.example');
    await send('POST', path, { email: 'asha.rao@clinic.example' }, admin);
    expect((await get('/api/clinician/me', elsewhere)).status).toBe(401);
    expect((await get('/api/clinician/me', cookie)).status).toBe(401);
    const out = await send('POST', '/api/clinician-auth/logout', undefined, cookie);
    expect(out.status).toBe(200);
    expect((await get('/api/clinician/me', cookie)).status).toBe(401);

    const actions = await sql<{ action: string }[]>`select action from admin_audit order by id`;
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['clinician.invite', 'clinician.sign-in-failed', 'clinician.sign-in']),
    );
  });

  it("holds clinicians' codes to the customers' limits, and audits and tells of the lock", async () => {
    await signInClinician(db, 'demo-clinician-ravi', 'ravi@clinic.example');
    const from = (n: number) => ({ 'x-nf-client-connection-ip': `198.51.100.${n}` });
    // At most 5 codes per address in 15 minutes.
    for (let i = 0; i < 5; i++)
      expect(
        (await site.post('/api/clinician-auth/otp', { email: 'ravi@clinic.example' }, from(1)))
          .status,
      ).toBe(200);
    const sixth = await site.post(
      '/api/clinician-auth/otp',
      { email: 'ravi@clinic.example' },
      from(1),
    );
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    // Ten wrong codes from ten networks close the account to new browsers, and tell its owner.
    for (let i = 0; i < 10; i++) {
      const wrong = await site.post(
        '/api/clinician-auth/verify',
        { email: 'ravi@clinic.example', otp: '000000' },
        from(10 + i),
      );
      expect(wrong.status).toBe(400);
    }
    const refused = await site.post(
      '/api/clinician-auth/verify',
      { email: 'ravi@clinic.example', otp: '000000' },
      from(50),
    );
    expect(refused.status).toBe(429);
    await mailTo('ravi@clinic.example', /Sign-in attempts on your Psycortex clinician account/);
    const ravi = await clinicianId('demo-clinician-ravi');
    const log = await sql<{ action: string; detail: { reason?: string } }[]>`
      select action, detail from admin_audit where subject = ${`clinician:${ravi}`} order by id`;
    expect(log.filter((l) => l.action === 'clinician.sign-in-failed')).toHaveLength(10);
    expect(log.at(-1)).toMatchObject({
      action: 'clinician.sign-in-refused',
      detail: { reason: 'account-locked' },
    });
  });

  it('shows a clinician only their own day, and lets them change only their own record', async () => {
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const ravi = await signInClinician(db, 'demo-clinician-ravi');
    const client = await customerWithName('meera@example.com', 'Meera Client');
    const other = await customerWithName('kiran@example.com', 'Kiran Other');
    const begun = await booking('demo-clinician-asha', -0.5, { userId: client.userId });
    await db
      .insertInto('booking_answers')
      .values({ booking_id: begun, user_id: client.userId, answers: JSON.stringify(ANSWERS) })
      .execute();
    const ravis = await booking('demo-clinician-ravi', -0.5, { userId: other.userId });
    const today = new Date(Date.now() - 0.5 * HOUR + 5.5 * HOUR).toISOString().slice(0, 10);

    type Day = {
      sessions: {
        id: string;
        client: { name: string };
        answers: SharedAnswers | null;
        canRecordOutcome: boolean;
        measures: null;
      }[];
    };
    const day = async (cookie: string) => {
      const response = await get(`/api/clinician/sessions?from=${today}&days=1`, cookie);
      expect(response.status).toBe(200);
      return (await response.json()) as Day;
    };
    const ashasDay = await day(asha);
    expect(ashasDay.sessions.map((s) => s.id)).toEqual([begun]);
    expect(ashasDay.sessions[0]).toMatchObject({
      client: { name: 'Meera Client' },
      answers: ANSWERS,
      canRecordOutcome: true,
      measures: null,
    });
    const ravisDay = await day(ravi);
    expect(ravisDay.sessions.map((s) => s.id)).toEqual([ravis]);
    expect(JSON.stringify(ravisDay)).not.toContain('Meera');
    // The reading is audited under the client, so it shows in their data export.
    const [read] = await sql<{ subjects: string[]; admin_username: string }[]>`
      select subjects, admin_username from admin_audit where action = 'clinician.read.sessions' order by id limit 1`;
    expect(read!.subjects).toEqual([`user:${client.userId}`]);

    // Another clinician's session is not found, and stays as it was.
    const outcome = (id: string, cookie: string) =>
      send('POST', `/api/clinician/sessions/${id}/outcome`, { outcome: 'attended' }, cookie);
    expect((await outcome(begun, ravi)).status).toBe(404);
    expect((await sql`select status from bookings where id = ${begun}`)[0]!.status).toBe(
      'confirmed',
    );
    expect((await outcome(begun, asha)).status).toBe(200);
    expect((await sql`select status from bookings where id = ${begun}`)[0]!.status).toBe(
      'attended',
    );
    expect((await outcome(begun, asha)).status).toBe(409);
    const later = await booking('demo-clinician-asha', 30, { userId: client.userId });
    expect((await outcome(later, asha)).status).toBe(409);

    // Leave: one's own, never another's.
    const added = await send(
      'POST',
      '/api/clinician/blocks',
      {
        kind: 'leave',
        startsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
        endsAt: new Date(Date.now() + 72 * HOUR).toISOString(),
        reason: 'Conference',
      },
      asha,
    );
    expect(added.status).toBe(201);
    const { id: blockId } = (await added.json()) as { id: string };
    const removeAs = async (cookie: string) =>
      (
        (await (
          await send('DELETE', `/api/clinician/blocks/${blockId}`, undefined, cookie)
        ).json()) as {
          removed: boolean;
        }
      ).removed;
    expect(await removeAs(ravi)).toBe(false);
    expect(await removeAs(asha)).toBe(true);

    // Hours and profile: a clinician changes their own, and nothing of anyone else's.
    const ashaHours =
      await sql`select weekday, start_minute from clinician_hours where clinician_id = ${await clinicianId('demo-clinician-asha')} order by 1, 2`;
    const ashaBio = (
      await sql`select bio, languages from clinicians where slug = 'demo-clinician-asha'`
    )[0];
    const hours = await send(
      'PUT',
      '/api/clinician/hours',
      { hours: [{ weekday: 2, from: '09:00', to: '12:00', mode: 'video' }] },
      ravi,
    );
    expect(hours.status).toBe(200);
    expect(
      await sql`select weekday, start_minute, end_minute from clinician_hours where clinician_id = ${await clinicianId('demo-clinician-ravi')}`,
    ).toEqual([{ weekday: 2, start_minute: 540, end_minute: 720 }]);
    const badHours = await send(
      'PUT',
      '/api/clinician/hours',
      { hours: [{ weekday: 2, from: '12:00', to: '09:00', mode: 'video' }] },
      ravi,
    );
    expect(badHours.status).toBe(400);
    const profile = await send(
      'PUT',
      '/api/clinician/profile',
      { bio: 'I work with young adults.', languages: ['English', 'Hindi'] },
      ravi,
    );
    expect(profile.status).toBe(200);
    expect(
      (await sql`select bio, languages from clinicians where slug = 'demo-clinician-ravi'`)[0],
    ).toEqual({ bio: 'I work with young adults.', languages: ['English', 'Hindi'] });
    expect(
      await sql`select weekday, start_minute from clinician_hours where clinician_id = ${await clinicianId('demo-clinician-asha')} order by 1, 2`,
    ).toEqual(ashaHours);
    expect(
      (await sql`select bio, languages from clinicians where slug = 'demo-clinician-asha'`)[0],
    ).toEqual(ashaBio);
    const audited = await sql<{ action: string; admin_username: string; admin_id: null }[]>`
      select action, admin_username, admin_id from admin_audit where action like 'clinician.%' and action not like 'clinician.read%' order by id`;
    expect(audited.map((a) => a.action)).toEqual([
      'clinician.block',
      'clinician.unblock',
      'clinician.update',
      'clinician.update',
    ]);
    expect(
      audited.every((a) => a.admin_id === null && /^clinician:\d+$/.test(a.admin_username)),
    ).toBe(true);
  });

  it("changes a clinician's own photo and no one else's", async () => {
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const ravi = await signInClinician(db, 'demo-clinician-ravi');
    const face = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#501a77' },
    })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    body.set('photo', new File([new Uint8Array(face)], 'face.jpg', { type: 'image/jpeg' }));
    const put = await fetch(`${site.url}/api/clinician/photo`, {
      method: 'PUT',
      headers: { cookie: ravi, origin: site.url },
      body,
    });
    expect(put.status).toBe(200);
    const { photoUrl } = (await put.json()) as { photoUrl: string };
    expect((await fetch(photoUrl)).headers.get('content-type')).toBe('image/webp');
    const photos = await sql<{ slug: string; photo_path: string | null }[]>`
      select slug, photo_path from clinicians order by slug`;
    expect(photos.find((p) => p.slug === 'demo-clinician-asha')!.photo_path).toBeNull();
    expect(photos.find((p) => p.slug === 'demo-clinician-ravi')!.photo_path).not.toBeNull();
    // Each sees their own record.
    const me = async (cookie: string) =>
      (
        (await (await get('/api/clinician/me', cookie)).json()) as {
          clinician: { slug: string; photoUrl: string | null };
        }
      ).clinician;
    expect(await me(ravi)).toMatchObject({ slug: 'demo-clinician-ravi', photoUrl });
    expect(await me(asha)).toMatchObject({ slug: 'demo-clinician-asha', photoUrl: null });
    // Asha removing "the" photo removes only hers (she has none): Ravi's stays.
    expect((await send('DELETE', '/api/clinician/photo', undefined, asha)).status).toBe(200);
    expect((await fetch(photoUrl)).status).toBe(200);
    const [audited] = await sql<{ action: string; admin_username: string }[]>`
      select action, admin_username from admin_audit where action = 'clinician.photo'`;
    expect(audited!.admin_username).toBe(`clinician:${await clinicianId('demo-clinician-ravi')}`);
  });

  it('refuses every clinician route signed out (401), to admins and customers (403) and once deactivated (401)', async () => {
    const admin = await signInAdmin(db);
    const customer = await signInCustomer(db, 'nosy@example.com');
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const target = await booking('demo-clinician-asha', -0.5, { name: 'Caller' });
    const today = new Date().toISOString().slice(0, 10);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/clinician/me'],
      ['GET', `/api/clinician/sessions?from=${today}&days=7`],
      ['POST', `/api/clinician/sessions/${target}/outcome`, { outcome: 'attended' }],
      ['PUT', '/api/clinician/profile', { bio: 'x', languages: ['English'] }],
      ['PUT', '/api/clinician/hours', { hours: [] }],
      [
        'POST',
        '/api/clinician/blocks',
        {
          startsAt: new Date(Date.now() + HOUR).toISOString(),
          endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
        },
      ],
      ['DELETE', '/api/clinician/blocks/1'],
      ['DELETE', '/api/clinician/photo'],
      ['POST', '/api/clinician/feed'],
      ['DELETE', '/api/clinician/feed'],
    ];
    const statuses = async (cookie: string) =>
      Promise.all(routes.map(([method, path, body]) => send(method, path, body, cookie))).then(
        (answers) => answers.map((a) => a.status),
      );
    expect(await statuses('')).toEqual(routes.map(() => 401));
    expect(await statuses(admin)).toEqual(routes.map(() => 403));
    expect(await statuses(customer)).toEqual(routes.map(() => 403));
    // Nothing changed meanwhile.
    expect((await sql`select status from bookings where id = ${target}`)[0]!.status).toBe(
      'confirmed',
    );
    // Deactivated by an admin: the session ends at once.
    expect((await get('/api/clinician/me', asha)).status).toBe(200);
    expect(
      (await send('POST', '/api/admin/clinicians/demo-clinician-asha/deactivate', undefined, admin))
        .status,
    ).toBe(200);
    expect(await statuses(asha)).toEqual(routes.map(() => 401));
    // And even a session made afterwards (a stale cookie, a race) opens nothing.
    await sql`update clinicians set deactivated_at = null where slug = 'demo-clinician-asha'`;
    const fresh = await signInClinician(db, 'demo-clinician-asha');
    await sql`update clinicians set deactivated_at = now() where slug = 'demo-clinician-asha'`;
    expect((await get('/api/clinician/me', fresh)).status).toBe(401);
  });

  it('deactivates a clinician who leaves: no sign-in, no new bookings, their future sessions listed', async () => {
    const admin = await signInAdmin(db);
    const asha = await signInClinician(db, 'demo-clinician-asha', 'asha@clinic.example');
    const client = await customerWithName('meera@example.com', 'Meera Client');
    const future = await booking('demo-clinician-asha', 30, { userId: client.userId });
    await booking('demo-clinician-asha', 60, { name: 'Phone Caller' });
    await booking('demo-clinician-asha', 90, { name: 'Cancelled One' }, 'cancelled');
    await booking('demo-clinician-asha', -30, { name: 'Past Client' });
    const feed = await send('POST', '/api/clinician/feed', undefined, asha);
    const { url } = (await feed.json()) as { url: string };

    const path = '/api/admin/clinicians/demo-clinician-asha/deactivate';
    expect(
      (await send('POST', path, undefined, await signInCustomer(db, 'x@example.com'))).status,
    ).toBe(403);
    const done = await send('POST', path, undefined, admin);
    expect(done.status).toBe(200);
    const body = (await done.json()) as {
      deactivated: boolean;
      signInsEnded: number;
      sessions: { id: string; client: { name: string; email: string } }[];
    };
    expect(body.deactivated).toBe(true);
    expect(body.signInsEnded).toBe(1);
    expect(body.sessions.map((s) => s.client.name)).toEqual(['Meera Client', 'Phone Caller']);
    expect(body.sessions[0]).toMatchObject({ id: future, client: { email: 'meera@example.com' } });
    // Again: nothing more changes, and the list can be read again.
    expect(
      ((await (await send('POST', path, undefined, admin)).json()) as { deactivated: boolean })
        .deactivated,
    ).toBe(false);
    const listed = await get(path, admin);
    expect(((await listed.json()) as { sessions: unknown[] }).sessions).toHaveLength(2);

    expect((await get('/api/clinician/me', asha)).status).toBe(401);
    await site.mail.clear();
    expect(
      (await site.post('/api/clinician-auth/otp', { email: 'asha@clinic.example' })).status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(site.mail.messages()).toEqual([]);
    // Saving the record with "Active" ticked does not make them bookable again.
    const record = (
      (await (await get('/api/admin/clinicians', admin)).json()) as {
        clinicians: Record<string, unknown>[];
      }
    ).clinicians.find((c) => c.slug === 'demo-clinician-asha')!;
    const { id: _id, demo: _d, photoUrl: _p, blocks: _b, accountEmail: _a, ...fields } = record;
    const { deactivatedAt: _x, invitation: _i, ...input } = fields;
    expect(
      (
        await send(
          'PUT',
          '/api/admin/clinicians/demo-clinician-asha',
          { ...input, active: true },
          admin,
        )
      ).status,
    ).toBe(200);
    expect(
      (await sql`select active from clinicians where slug = 'demo-clinician-asha'`)[0]!.active,
    ).toBe(false);
    const slots = await get('/api/booking/slots?clinician=demo-clinician-asha&mode=video');
    expect(((await slots.json()) as { slots: unknown[] }).slots).toEqual([]);
    expect((await get(new URL(url).pathname)).status).toBe(404);
    const reinvite = await send(
      'POST',
      '/api/admin/clinicians/demo-clinician-asha/invite',
      { email: 'asha@clinic.example' },
      admin,
    );
    expect(reinvite.status).toBe(409);

    const actions = await sql<{ action: string; subjects: string[] }[]>`
      select action, subjects from admin_audit where admin_id is not null order by id`;
    expect(actions.map((a) => a.action)).toEqual([
      'clinician.deactivate',
      'read.reassign',
      'read.reassign',
      'read.reassign',
      'clinician.update',
    ]);
    expect(actions[1]!.subjects).toContain(`user:${client.userId}`);
  });

  it('gives a clinician a calendar feed without client names, which a new address or revoking stops', async () => {
    const asha = await signInClinician(db, 'demo-clinician-asha');
    const ravi = await signInClinician(db, 'demo-clinician-ravi');
    const client = await customerWithName('meera@example.com', 'Meera Client');
    const soon = await booking('demo-clinician-asha', 26, { userId: client.userId });
    await booking('demo-clinician-asha', -24 * 10, { name: 'Past Caller' });
    await booking('demo-clinician-asha', 50, { name: 'Cancelled Caller' }, 'cancelled');
    await booking('demo-clinician-asha', 24 * 100, { name: 'Far Caller' });
    await booking('demo-clinician-ravi', 28, { name: 'Ravis Caller' });

    const created = await send('POST', '/api/clinician/feed', undefined, asha);
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    expect(url).toMatch(/\/api\/clinician-feed\/[\w-]{43}\.ics$/);
    const token = url.match(/feed\/([\w-]+)\.ics/)![1]!;
    const [row] = await sql<{ feed_token_hash: string }[]>`
      select feed_token_hash from clinicians where slug = 'demo-clinician-asha'`;
    expect(row!.feed_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.feed_token_hash).not.toContain(token);

    const feed = await get(new URL(url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    for (const name of ['Meera', 'Caller', 'meera@example.com']) expect(text).not.toContain(name);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    const [uid] = await sql<
      { calendar_uid: string }[]
    >`select calendar_uid from bookings where id = ${soon}`;
    const upcoming = events.find((e) => e.uid.includes(uid!.calendar_uid))!;
    expect(upcoming.summary).toBe('Video session: Anxiety');
    expect(upcoming.startDate.toJSDate().getTime()).toBeCloseTo(Date.now() + 26 * HOUR, -5);

    // Another clinician's feed does not touch this one.
    expect((await send('POST', '/api/clinician/feed', undefined, ravi)).status).toBe(201);
    expect((await get(new URL(url).pathname)).status).toBe(200);
    // A new address stops the old one; revoking stops the new one.
    const renewed = (
      (await (await send('POST', '/api/clinician/feed', undefined, asha)).json()) as {
        url: string;
      }
    ).url;
    expect((await get(new URL(url).pathname)).status).toBe(404);
    expect((await get(new URL(renewed).pathname)).status).toBe(200);
    expect((await send('DELETE', '/api/clinician/feed', undefined, asha)).status).toBe(200);
    expect((await get(new URL(renewed).pathname)).status).toBe(404);
    expect((await get('/api/clinician-feed/nothing.ics')).status).toBe(404);
    expect((await get(`/api/clinician-feed/${token}`)).status).toBe(404);
  });
});
