import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import { signInCustomer } from './helpers/shop.ts';
import { eventually, useTestSite } from './helpers/site.ts';

/** The Clinicians and Calendar tabs' API: every write audited, plain 4xx for bad input. */
describe('staff: clinicians and the calendar', () => {
  const { db, sql, site } = useTestSite(seedDemoClinicians);

  const put = (path: string, body: unknown, cookie: string, method = 'PUT') =>
    fetch(`${site.url}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify(body),
    });

  it('creates and updates a clinician with weekly hours, adds leave, all in the audit log', async () => {
    const cookie = await signInAdmin(db);
    const clinician = {
      slug: 'meera-joshi',
      name: 'Meera Joshi',
      role: 'Clinical psychologist',
      registrationNumber: 'RCI A12345',
      languages: ['English', 'Marathi'],
      services: ['anxiety'],
      modes: ['video'],
      sessionMinutes: 60,
      bufferMinutes: 0,
      hours: [{ weekday: 1, from: '10:00', to: '12:00', mode: 'video' }],
    };
    expect((await site.post('/api/admin/clinicians', clinician, { cookie })).status).toBe(201);
    expect((await site.post('/api/admin/clinicians', clinician, { cookie })).status).toBe(409);
    const bad = await site.post(
      '/api/admin/clinicians',
      {
        ...clinician,
        slug: 'x-y',
        hours: [{ weekday: 1, from: '12:00', to: '10:00', mode: 'video' }],
      },
      { cookie },
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      'The hours must end after they start.',
    );
    // A time typed as a browser in another language shows it gets its own message, not a 500.
    const typed = await site.post(
      '/api/admin/clinicians',
      {
        ...clinician,
        slug: 'x-z',
        hours: [{ weekday: 1, from: '9:00 PM', to: '22:00', mode: 'video' }],
      },
      { cookie },
    );
    expect(typed.status).toBe(400);
    expect(((await typed.json()) as { error: { message: string } }).error.message).toBe(
      'Write the time as HH:MM, 24-hour, India time.',
    );
    const updated = await put(
      '/api/admin/clinicians/meera-joshi',
      {
        ...clinician,
        hours: [
          { weekday: 2, from: '14:00', to: '16:00', mode: 'in-person', branch: 'pune' },
          { weekday: 5, from: '20:00', to: '24:00', mode: 'video' },
        ],
      },
      cookie,
    );
    expect(updated.status).toBe(200);
    // Hours until midnight are kept whole: to the minute the day ends.
    expect(
      await sql`select h.start_minute, h.end_minute from clinician_hours h join clinicians c on c.id = h.clinician_id where c.slug = 'meera-joshi' and h.weekday = 5`,
    ).toEqual([{ start_minute: 1200, end_minute: 1440 }]);
    const list = await fetch(`${site.url}/api/admin/clinicians`, { headers: { cookie } });
    const { clinicians } = (await list.json()) as {
      clinicians: { slug: string; hours: { weekday: number; branch: string | null }[] }[];
    };
    expect(clinicians.find((c) => c.slug === 'meera-joshi')!.hours).toEqual([
      { weekday: 2, from: '14:00', to: '16:00', mode: 'in-person', branch: 'pune' },
      { weekday: 5, from: '20:00', to: '24:00', mode: 'video', branch: null },
    ]);
    const block = await site.post(
      '/api/admin/clinicians/meera-joshi/blocks',
      {
        kind: 'leave',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        reason: 'Conference',
      },
      { cookie },
    );
    expect(block.status).toBe(201);
    const { id: blockId } = (await block.json()) as { id: string };
    const remove = async (slug: string) => {
      const answer = await fetch(`${site.url}/api/admin/clinicians/${slug}/blocks/${blockId}`, {
        method: 'DELETE',
        headers: { cookie, origin: site.url },
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { removed: boolean }).removed;
    };
    // Under another clinician's address the leave stays; under its own it goes, once.
    expect(await remove('demo-clinician-asha')).toBe(false);
    expect(await remove('meera-joshi')).toBe(true);
    expect(await remove('meera-joshi')).toBe(false);
    const actions = await sql`select action from admin_audit order by id`;
    expect(actions.map((a) => a.action)).toEqual([
      'clinician.create',
      'clinician.update',
      'clinician.block',
      'clinician.unblock',
    ]);
    // Customers cannot reach it.
    const customer = await signInCustomer(db, 'nosy@example.com');
    expect(
      (await fetch(`${site.url}/api/admin/clinicians`, { headers: { cookie: customer } })).status,
    ).toBe(403);
  });

  it('gives a clinician a profile photo that visitors see, replaces it and removes it', async () => {
    const cookie = await signInAdmin(db);
    const upload = (bytes: Uint8Array, name: string, type: string) => {
      const body = new FormData();
      body.set('photo', new File([new Uint8Array(bytes)], name, { type }));
      return fetch(`${site.url}/api/admin/clinicians/demo-clinician-ravi/photo`, {
        method: 'PUT',
        headers: { cookie, origin: site.url },
        body,
      });
    };
    const face = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#501a77' },
    })
      .jpeg()
      .toBuffer();
    const first = await upload(face, 'face.jpg', 'image/jpeg');
    expect(first.status).toBe(200);
    const { photoUrl } = (await first.json()) as { photoUrl: string };
    // Re-encoded as WebP, no larger than 640 px, and served from the storage bucket.
    const served = await fetch(photoUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const size = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([640, 480]);
    const shown = await fetch(
      `${site.url}/api/booking/slots?clinician=demo-clinician-ravi&mode=chat`,
    );
    const { clinicians } = (await shown.json()) as { clinicians: { photoUrl: string | null }[] };
    expect(clinicians[0]!.photoUrl).toBe(photoUrl);

    // Not a picture: refused with words to act on, and the photo stays.
    const text = await upload(new TextEncoder().encode('<svg/>'), 'face.svg', 'image/svg+xml');
    expect(text.status).toBe(400);
    expect(((await text.json()) as { error: { message: string } }).error.message).toMatch(
      /PNG, JPEG or WebP/,
    );
    // A new photo replaces the old, which leaves the bucket.
    const second = await upload(face, 'face2.jpg', 'image/jpeg');
    const replaced = ((await second.json()) as { photoUrl: string }).photoUrl;
    expect(replaced).not.toBe(photoUrl);
    expect((await fetch(photoUrl)).status).toBe(404);

    const removed = await fetch(`${site.url}/api/admin/clinicians/demo-clinician-ravi/photo`, {
      method: 'DELETE',
      headers: { cookie, origin: site.url },
    });
    expect(await removed.json()).toEqual({ photoUrl: null });
    expect((await fetch(replaced)).status).toBe(404);
    const actions = await sql`
      select action from admin_audit where action like 'clinician.photo%' order by id`;
    expect(actions.map((a) => a.action)).toEqual([
      'clinician.photo',
      'clinician.photo',
      'clinician.photo-removed',
    ]);
    const nowhere = await fetch(`${site.url}/api/admin/clinicians/nobody/photo`, {
      method: 'DELETE',
      headers: { cookie, origin: site.url },
    });
    expect(nowhere.status).toBe(404);
  });

  it('books for a caller, moves and cancels with a reason, marks attended, exports CSV', async () => {
    const cookie = await signInAdmin(db);
    const slots = await fetch(
      `${site.url}/api/booking/slots?clinician=demo-clinician-asha&mode=phone`,
    );
    const [first, second] = ((await slots.json()) as { slots: { startsAt: string }[] }).slots;
    const booked = await site.post(
      '/api/admin/calendar',
      {
        clinician: 'demo-clinician-asha',
        startsAt: first!.startsAt,
        mode: 'phone',
        service: 'anxiety',
        contactName: 'Ravi Kumar',
        contactEmail: 'caller@example.com',
        contactPhone: '+91 98765 00000',
      },
      { cookie },
    );
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    // The same time again is refused plainly.
    const again = await site.post(
      '/api/admin/calendar',
      {
        clinician: 'demo-clinician-asha',
        startsAt: first!.startsAt,
        mode: 'phone',
        service: 'anxiety',
        contactName: 'Someone Else',
        contactPhone: '+91 98765 11111',
      },
      { cookie },
    );
    expect(again.status).toBe(409);

    expect(
      (
        await site.post(
          `/api/admin/calendar/${id}/move`,
          { startsAt: second!.startsAt, reason: 'x' },
          { cookie },
        )
      ).status,
    ).toBe(400);
    const moved = await site.post(
      `/api/admin/calendar/${id}/move`,
      { startsAt: second!.startsAt, reason: 'The clinician is unwell' },
      { cookie },
    );
    expect(moved.status).toBe(200);
    const { booking } = (await moved.json()) as { booking: { id: string } };
    // Not begun yet: it cannot be marked attended.
    expect(
      (
        await site.post(
          `/api/admin/calendar/${booking.id}/outcome`,
          { outcome: 'attended' },
          { cookie },
        )
      ).status,
    ).toBe(409);
    await sql`update bookings set starts_at = now() - interval '50 minutes', ends_at = now() where id = ${booking.id}`;
    expect(
      (
        await site.post(
          `/api/admin/calendar/${booking.id}/outcome`,
          { outcome: 'attended' },
          { cookie },
        )
      ).status,
    ).toBe(200);

    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const csv = await fetch(`${site.url}/api/admin/calendar/export?from=${from}&days=20`, {
      headers: { cookie },
    });
    const text = await csv.text();
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('Attended');
    expect(text).toContain('The clinician is unwell');

    const actions = await sql`select action from admin_audit order by id`;
    expect(actions.map((a) => a.action)).toEqual([
      'booking.create',
      'booking.move',
      'booking.attended',
      'export.calendar',
    ]);
    await eventually(() => {
      const subjects = site.mail
        .messages()
        .filter((m) => m.to.includes('caller@example.com'))
        .map((m) => m.subject);
      if (subjects.length < 2) throw new Error(subjects.join(' / '));
      expect(subjects.some((s) => /is now on/.test(s))).toBe(true);
    });
  });

  it('cancels with a waiver inside 24 hours and gives the credit back', async () => {
    const cookie = await signInAdmin(db);
    const customer = await signInCustomer(db, 'late@example.com');
    const [user] = await sql`select id from users where email = 'late@example.com'`;
    await sql`insert into session_credits (user_id, product_name, granted, remaining, expires_at)
              values (${user!.id}, 'Test', 1, 1, now() + interval '1 year')`;
    const slots = await fetch(
      `${site.url}/api/booking/slots?clinician=demo-clinician-asha&mode=video`,
    );
    const [slot] = ((await slots.json()) as { slots: { startsAt: string }[] }).slots;
    const held = await site.post(
      '/api/bookings',
      {
        clinician: 'demo-clinician-asha',
        startsAt: slot!.startsAt,
        mode: 'video',
        service: 'anxiety',
      },
      { cookie: customer },
    );
    const { booking } = (await held.json()) as { booking: { id: string } };
    await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie: customer });
    await sql`update bookings set starts_at = now() + interval '2 hours', ends_at = now() + interval '170 minutes' where id = ${booking.id}`;
    const cancelled = await site.post(
      `/api/admin/calendar/${booking.id}/cancel`,
      { reason: 'Clinician emergency', waive: true },
      { cookie },
    );
    expect(await cancelled.json()).toEqual({ creditReturned: true });
    const [credit] = await sql`select remaining from session_credits`;
    expect(credit!.remaining).toBe(1);
  });
  it('lists the calendar of one branch: its in-person sessions, not the online ones', async () => {
    const cookie = await signInAdmin(db);
    const firstSlot = async (query: string) => {
      const answer = await fetch(`${site.url}/api/booking/slots?${query}`);
      return ((await answer.json()) as { slots: { startsAt: string }[] }).slots[0]!.startsAt;
    };
    const book = async (mode: string, startsAt: string, contactName: string, branch?: string) => {
      const answer = await site.post(
        '/api/admin/calendar',
        {
          clinician: 'demo-clinician-asha',
          startsAt,
          mode,
          branch,
          service: 'anxiety',
          contactName,
          contactPhone: '+91 98765 22222',
        },
        { cookie },
      );
      expect(answer.status, await answer.clone().text()).toBe(201);
    };
    await book(
      'in-person',
      await firstSlot('clinician=demo-clinician-asha&mode=in-person&branch=pune'),
      'At the branch',
      'pune',
    );
    await book('video', await firstSlot('clinician=demo-clinician-asha&mode=video'), 'Online');

    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const names = async (query: string) => {
      const answer = await fetch(`${site.url}/api/admin/calendar?from=${from}&days=20${query}`, {
        headers: { cookie },
      });
      expect(answer.status).toBe(200);
      const { entries } = (await answer.json()) as {
        entries: { customer: { name: string }; branch: string | null }[];
      };
      return entries.map((e) => `${e.customer.name} ${e.branch ?? '-'}`).sort();
    };
    expect(await names('')).toEqual(['At the branch pune', 'Online -']);
    expect(await names('&branch=pune')).toEqual(['At the branch pune']);
    expect(await names('&branch=indore')).toEqual([]);
    expect(await names('&branch=pune&clinician=demo-clinician-ravi')).toEqual([]);
  });

  it('hides the holds a client let go, unless asked, and exports names and the language', async () => {
    const admin = await signInAdmin(db);
    const client = await signInCustomer(db, 'chooser@example.com');
    const answer = await fetch(
      `${site.url}/api/booking/slots?clinician=demo-clinician-asha&mode=video&service=anxiety`,
    );
    const slots = ((await answer.json()) as { slots: { startsAt: string }[] }).slots;
    // Trying four times before settling on the fifth.
    for (const slot of slots.slice(0, 5)) {
      const held = await site.post(
        '/api/bookings',
        {
          clinician: 'demo-clinician-asha',
          startsAt: slot.startsAt,
          mode: 'video',
          service: 'anxiety',
          language: 'Marathi',
        },
        { cookie: client },
      );
      expect(held.status).toBe(201);
    }
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const list = async (query = '') => {
      const listed = await fetch(`${site.url}/api/admin/calendar?from=${from}&days=20${query}`, {
        headers: { cookie: admin },
      });
      return ((await listed.json()) as { entries: { status: string; language: string }[] }).entries;
    };
    expect((await list()).map((e) => [e.status, e.language])).toEqual([['held', 'Marathi']]);
    expect((await list('&holds=all')).map((e) => e.status).sort()).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
      'held',
    ]);

    const csv = await fetch(`${site.url}/api/admin/calendar/export?from=${from}&days=20`, {
      headers: { cookie: admin },
    });
    const [header, row] = (await csv.text()).trim().split(/\r?\n/);
    expect(header).toContain('Branch,Service,Language,Customer');
    expect(row).toContain(',Marathi,');
  });

  it('writes every reading of the calendar, list and CSV, to the access log, under each person it showed', async () => {
    const admin = await signInAdmin(db);
    const customer = await signInCustomer(db, 'seen@example.com');
    const [user] = await sql`select id from users where email = 'seen@example.com'`;
    await sql`insert into session_credits (user_id, product_name, granted, remaining, expires_at)
              values (${user!.id}, 'Test', 1, 1, now() + interval '1 year')`;
    const slots = await fetch(
      `${site.url}/api/booking/slots?clinician=demo-clinician-asha&mode=video`,
    );
    const [mine, callers] = ((await slots.json()) as { slots: { startsAt: string }[] }).slots;
    const held = await site.post(
      '/api/bookings',
      {
        clinician: 'demo-clinician-asha',
        startsAt: mine!.startsAt,
        mode: 'video',
        service: 'depression',
      },
      { cookie: customer },
    );
    const { booking } = (await held.json()) as { booking: { id: string } };
    expect(
      (await site.post(`/api/bookings/${booking.id}/confirm`, {}, { cookie: customer })).status,
    ).toBe(200);
    const caller = await site.post(
      '/api/admin/calendar',
      {
        clinician: 'demo-clinician-asha',
        startsAt: callers!.startsAt,
        mode: 'video',
        service: 'anxiety',
        contactName: 'Phone Caller',
        contactPhone: '+91 98765 33333',
      },
      { cookie: admin },
    );
    const { id: callerBooking } = (await caller.json()) as { id: string };

    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const list = await fetch(`${site.url}/api/admin/calendar?from=${from}&days=20`, {
      headers: { cookie: admin },
    });
    expect(list.status).toBe(200);
    const csv = await fetch(
      `${site.url}/api/admin/calendar/export?from=${from}&days=20&clinician=demo-clinician-asha`,
      { headers: { cookie: admin } },
    );
    expect(await csv.text()).toContain('Phone Caller');
    // An empty reading is recorded too: it shows what staff looked at.
    await fetch(`${site.url}/api/admin/calendar?from=2020-01-01&days=1`, {
      headers: { cookie: admin },
    });

    const reads = await sql`
      select admin_username, action, subject, detail, subjects from admin_audit
      where action in ('read.calendar', 'export.calendar') order by id`;
    const people = [`user:${user!.id}`, `booking:${callerBooking}`];
    expect(reads).toEqual([
      {
        admin_username: 'admin',
        action: 'read.calendar',
        subject: 'all',
        detail: { from, days: 20, sessions: 2 },
        subjects: expect.arrayContaining(people),
      },
      {
        admin_username: 'admin',
        action: 'export.calendar',
        subject: 'demo-clinician-asha',
        detail: { from, days: 20, clinician: 'demo-clinician-asha', sessions: 2 },
        subjects: expect.arrayContaining(people),
      },
      {
        admin_username: 'admin',
        action: 'read.calendar',
        subject: 'all',
        detail: { from: '2020-01-01', days: 1, sessions: 0 },
        subjects: [],
      },
    ]);
    expect(reads[0]!.subjects).toHaveLength(2);
    // The customer sees in their export that staff read the calendar they were on.
    const exported = (await (
      await fetch(`${site.url}/api/me/data`, { headers: { cookie: customer } })
    ).json()) as { staffAccess: { action: string }[] };
    expect(exported.staffAccess.map((a) => a.action)).toEqual(['read.calendar', 'export.calendar']);
  });
});
