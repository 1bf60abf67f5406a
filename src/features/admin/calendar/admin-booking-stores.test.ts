import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffBookingRequest } from '#/api/admin-calendar.ts';
import { staffMoveRequest } from '#/api/admin-calendar-action.ts';
import { blockRequest } from '#/api/admin-clinician-blocks.ts';
import { clinicianRequest } from '#/api/admin-clinicians.ts';
import type { AdminClinicianView } from '#/features/admin/clinicians/clinicians.store.ts';
import { conflict, HttpError } from '#/server/http/errors.ts';
import { json } from '#/server/http/respond.ts';
import { type FakeApi, fakeApi } from '../../../../tests/support/fake-api.ts';
import { fakeBrowser } from '../../../../tests/support/fake-browser.ts';

/**
 * The forms of the Clinicians and Calendar tabs: each is checked in the browser with the
 * server's schema (nothing is sent while a field is wrong, and the message sits by that field),
 * then sent as the function reads it; the fake API parses every body with the same schemas.
 */

const ASHA: AdminClinicianView = {
  id: '1',
  slug: 'demo-clinician-asha',
  name: 'Demo clinician Asha',
  role: 'Counselling psychologist',
  qualifications: 'MA Psychology',
  registrationNumber: 'RCI A12345',
  bio: '',
  languages: ['English', 'Marathi'],
  services: ['anxiety'],
  modes: ['video', 'in-person'],
  contactPhone: '',
  contactEmail: '',
  sessionMinutes: 50,
  bufferMinutes: 10,
  active: true,
  demo: true,
  photoUrl: null,
  accountEmail: null,
  deactivatedAt: null,
  invitation: null,
  hours: [{ weekday: 2, from: '14:00', to: '16:00', mode: 'in-person', branch: 'pune' }],
  blocks: [
    {
      id: '42',
      kind: 'leave',
      startsAt: '2026-12-01T03:30:00.000Z',
      endsAt: '2026-12-02T12:30:00.000Z',
      reason: 'Conference',
    },
  ],
};

const ROW = {
  id: '5',
  clinician: { slug: 'demo-clinician-asha', name: 'Demo clinician Asha' },
  startsAt: '2026-12-03T04:30:00.000Z',
  endsAt: '2026-12-03T05:20:00.000Z',
  status: 'confirmed' as const,
  mode: 'video' as const,
  branch: null,
  service: 'anxiety',
  language: 'English',
  customer: { name: 'Meera', email: 'meera@example.com', phone: '' },
  bookedBy: 'customer' as const,
  cancelReason: '',
  hasAnswers: false,
};

let api: FakeApi;
const writes = () => api.calls.filter((call) => call.method !== 'GET');

function routes(pathname: string) {
  vi.resetModules();
  const browser = fakeBrowser(pathname);
  browser.location.search = pathname.includes('?') ? pathname.slice(pathname.indexOf('?')) : '';
  browser.location.pathname = pathname.split('?')[0]!;
  api = fakeApi({
    'GET /api/admin/clinicians': () => json({ clinicians: [ASHA] }),
    'POST /api/admin/clinicians': async (request) => {
      clinicianRequest.parse(await request.json());
      return json({ id: '2' }, 201);
    },
    'PUT /api/admin/clinicians/:slug': async (request) => {
      clinicianRequest.parse(await request.json());
      return json({ id: '1' });
    },
    'POST /api/admin/clinicians/:slug/blocks': async (request) => {
      blockRequest.parse(await request.json());
      return json({ id: '43' }, 201);
    },
    'DELETE /api/admin/clinicians/:slug/blocks/:block': () => json({ removed: true }),
    'PUT /api/admin/clinicians/:slug/photo': async (request) => {
      const photo = (await request.formData()).get('photo');
      if (!(photo instanceof File) || photo.type === 'image/svg+xml')
        throw new HttpError(400, 'bad_request', 'Please choose a PNG, JPEG or WebP image.');
      return json({ photoUrl: 'https://storage.example/clinicians/a.webp' });
    },
    'DELETE /api/admin/clinicians/:slug/photo': () => json({ photoUrl: null }),
    'GET /api/admin/calendar': () => json({ entries: [ROW] }),
    'POST /api/admin/calendar': async (request) => {
      staffBookingRequest.parse(await request.json());
      return json({ id: '6' }, 201);
    },
    'GET /api/booking/slots': () =>
      json({
        clinicians: [],
        slots: [
          {
            clinician: 'demo-clinician-asha',
            startsAt: '2026-12-03T09:30:00.000Z',
            endsAt: '2026-12-03T10:20:00.000Z',
            mode: 'in-person',
            branch: 'pune',
          },
        ],
      }),
    'POST /api/admin/calendar/:id/move': async (request) => {
      staffMoveRequest.parse(await request.json());
      return json({ booking: { id: '5' } });
    },
  });
}

async function clinicianStore() {
  routes('/admin/clinicians');
  (await import('#/lib/http.ts')).setApiFetch(api.fetch);
  return import('#/features/admin/clinicians/clinicians.store.ts');
}

async function calendarStore(pathname = '/admin/calendar?from=2026-12-01') {
  routes(pathname);
  (await import('#/lib/http.ts')).setApiFetch(api.fetch);
  return import('#/features/admin/calendar/calendar.store.ts');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('adding and editing a clinician', () => {
  it('refuses in-person hours without a branch, then sends the clinician with their hours', async () => {
    const s = await clinicianStore();
    const stop = s.$clinicians.listen(() => {});
    await vi.waitFor(() => expect(s.$clinicians.get().status).toBe('ready'));
    s.startAddClinician();
    s.setClinicianField('name', 'Dr Kavya Rao');
    s.setClinicianField('slug', 'dr-kavya-rao');
    s.setClinicianField('role', 'Clinical psychologist');
    s.setClinicianField('sessionMinutes', '60');
    s.setClinicianField('bufferMinutes', '15');
    s.toggleClinicianChoice('modes', 'in-person', true);
    s.toggleClinicianChoice('languages', 'Hindi', true);
    const key = s.addHoursRow();
    s.setHoursField(key, 'weekday', '3');
    s.setHoursField(key, 'from', '09:00');
    s.setHoursField(key, 'to', '12:30');
    s.setHoursField(key, 'mode', 'in-person');

    expect(await s.saveClinician()).toBe(false);
    expect(writes()).toEqual([]);
    expect(s.$clinicianForm.get()).toMatchObject({
      errors: { 'hours.0.branch': 'In-person hours need a branch; online hours have none.' },
      refusals: 1,
    });

    s.setHoursField(key, 'branch', 'pune');
    expect(s.$clinicianForm.get()?.errors).toEqual({});
    expect(await s.saveClinician()).toBe(true);
    const [call] = writes();
    expect(`${call?.method} ${call?.path}`).toBe('POST /api/admin/clinicians');
    expect(call?.body).toMatchObject({
      slug: 'dr-kavya-rao',
      name: 'Dr Kavya Rao',
      sessionMinutes: 60,
      bufferMinutes: 15,
      modes: ['video', 'in-person'],
      languages: ['English', 'Hindi'],
      hours: [{ weekday: 3, from: '09:00', to: '12:30', mode: 'in-person', branch: 'pune' }],
    });
    expect(s.$clinicianForm.get()).toBeNull();
    expect(s.$cliniciansNotice.get()).toEqual({
      tone: 'ok',
      text: 'Dr Kavya Rao added to the clinicians.',
    });
    await vi.waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/admin/clinicians')).toHaveLength(3),
    );
    stop();
  });

  it('edits a clinician by their slug and drops the branch of hours that are now online', async () => {
    const s = await clinicianStore();
    s.startEditClinician(ASHA);
    const [row] = s.$clinicianForm.get()!.values.hours;
    s.setHoursField(row!.key, 'mode', 'video');
    s.setClinicianField('bufferMinutes', '');
    expect(await s.saveClinician()).toBe(true);
    const [call] = writes();
    expect(`${call?.method} ${call?.path}`).toBe('PUT /api/admin/clinicians/demo-clinician-asha');
    expect(call?.body).toMatchObject({
      qualifications: 'MA Psychology',
      services: ['anxiety'],
      hours: [{ weekday: 2, from: '14:00', to: '16:00', mode: 'video', branch: null }],
    });
    expect(call?.body).not.toHaveProperty('bufferMinutes');
    expect(s.$cliniciansNotice.get()?.text).toBe('Demo clinician Asha: changes saved.');
  });

  it('says a refused name clash in the dialog and keeps it open', async () => {
    const s = await clinicianStore();
    api.on('POST /api/admin/clinicians', () => {
      throw conflict('Another clinician already has this address name (slug). Choose another.');
    });
    s.startAddClinician();
    s.setClinicianField('name', 'Demo clinician Asha');
    s.setClinicianField('slug', 'demo-clinician-asha');
    s.setClinicianField('role', 'Counsellor');
    expect(await s.saveClinician()).toBe(false);
    expect(s.$clinicianForm.get()).toMatchObject({
      problem: 'Another clinician already has this address name (slug). Choose another.',
      saving: false,
    });
    expect(s.$cliniciansNotice.get()).toBeNull();
  });
});

describe('leave and blocks', () => {
  it('checks the times, then sends them as India time', async () => {
    const s = await clinicianStore();
    s.startAddBlock(ASHA);
    s.setBlockField('from', '2026-12-10T09:00');
    s.setBlockField('to', '2026-12-10T08:00');
    expect(await s.saveBlock()).toBe(false);
    expect(s.$blockForm.get()?.errors).toEqual({ to: 'The block must end after it starts.' });
    s.setBlockField('to', '');
    expect(await s.saveBlock()).toBe(false);
    expect(s.$blockForm.get()?.errors).toEqual({
      to: 'Choose the date and the time, in India time.',
    });
    expect(writes()).toEqual([]);

    s.setBlockField('to', '2026-12-12T18:00');
    s.setBlockField('reason', 'Family wedding');
    expect(await s.saveBlock()).toBe(true);
    const [call] = writes();
    expect(`${call?.method} ${call?.path}`).toBe(
      'POST /api/admin/clinicians/demo-clinician-asha/blocks',
    );
    expect(call?.body).toEqual({
      kind: 'leave',
      startsAt: '2026-12-10T03:30:00.000Z',
      endsAt: '2026-12-12T12:30:00.000Z',
      reason: 'Family wedding',
    });
    expect(s.$cliniciansNotice.get()?.text).toBe('Leave added for Demo clinician Asha.');
  });

  it('removes a block by its id', async () => {
    const s = await clinicianStore();
    expect(await s.removeBlock(ASHA, ASHA.blocks[0]!)).toBe(true);
    const [call] = writes();
    expect(`${call?.method} ${call?.path}`).toBe(
      'DELETE /api/admin/clinicians/demo-clinician-asha/blocks/42',
    );
    expect(s.$cliniciansNotice.get()?.text).toBe('Leave removed for Demo clinician Asha.');
  });

  it('uploads a photo as the form field the server reads, and removes it', async () => {
    const s = await clinicianStore();
    const face = new File([new Uint8Array([0x89, 0x50])], 'face.png', { type: 'image/png' });
    expect(await s.setClinicianPhoto(ASHA, face)).toBe(true);
    const [upload] = writes();
    expect(`${upload?.method} ${upload?.path}`).toBe(
      'PUT /api/admin/clinicians/demo-clinician-asha/photo',
    );
    expect((upload!.body as FormData).get('photo')).toBeInstanceOf(File);
    expect(s.$cliniciansNotice.get()?.text).toBe('New photo saved for Demo clinician Asha.');

    const svg = new File(['<svg/>'], 'face.svg', { type: 'image/svg+xml' });
    expect(await s.setClinicianPhoto(ASHA, svg)).toBe(false);
    expect(s.$cliniciansNotice.get()).toEqual({
      tone: 'problem',
      text: 'Please choose a PNG, JPEG or WebP image.',
    });

    expect(await s.setClinicianPhoto(ASHA, null)).toBe(true);
    expect(writes().at(-1)?.method).toBe('DELETE');
    expect(s.$cliniciansNotice.get()?.text).toBe('Photo removed for Demo clinician Asha.');
  });
});

describe('booking for a caller and moving a session', () => {
  it('asks the calendar for one branch', async () => {
    const s = await calendarStore('/admin/calendar?from=2026-12-01&branch=pune');
    const stop = s.$calendar.listen(() => {});
    await vi.waitFor(() => expect(s.$calendar.get().status).toBe('ready'));
    expect(api.calls.map((c) => c.path)).toContain(
      '/api/admin/calendar?from=2026-12-01&days=7&branch=pune',
    );
    stop();
  });

  it('refuses a booking without the caller’s phone, then books it', async () => {
    const s = await calendarStore('/admin/calendar?from=2026-12-01&clinician=demo-clinician-asha');
    s.startCallerBooking();
    expect(s.$callerBooking.get()?.values.clinician).toBe('demo-clinician-asha');
    s.setCallerBookingField('when', '2026-12-03T10:00');
    s.setCallerBookingField('service', 'anxiety');
    s.setCallerBookingField('contactName', 'Rohan');
    expect(await s.bookForCaller()).toBe(false);
    expect(s.$callerBooking.get()?.errors).toEqual({
      contactPhone: 'Enter a phone number to reach the caller.',
    });
    expect(writes()).toEqual([]);

    s.setCallerBookingField('contactPhone', '+91 98765 43210');
    expect(await s.bookForCaller()).toBe(true);
    const [call] = writes();
    expect(`${call?.method} ${call?.path}`).toBe('POST /api/admin/calendar');
    expect(call?.body).toEqual({
      clinician: 'demo-clinician-asha',
      startsAt: '2026-12-03T04:30:00.000Z',
      mode: 'video',
      branch: null,
      service: 'anxiety',
      language: '',
      contactName: 'Rohan',
      contactEmail: '',
      contactPhone: '+91 98765 43210',
    });
    expect(s.$calendarNotice.get()).toEqual({ tone: 'ok', text: 'Session booked for Rohan.' });
  });

  it('keeps the booking form open with the server’s reason when the time has gone', async () => {
    const s = await calendarStore();
    api.on('POST /api/admin/calendar', () => {
      throw conflict('That time is no longer free. Please choose another.');
    });
    s.startCallerBooking();
    s.setCallerBookingField('clinician', 'demo-clinician-asha');
    s.setCallerBookingField('when', '2026-12-03T10:00');
    s.setCallerBookingField('service', 'anxiety');
    s.setCallerBookingField('contactName', 'Rohan');
    s.setCallerBookingField('contactPhone', '98765 43210');
    expect(await s.bookForCaller()).toBe(false);
    expect(s.$callerBooking.get()).toMatchObject({
      problem: 'That time is no longer free. Please choose another.',
    });
  });

  it('moves a session to a new India time with a reason', async () => {
    const s = await calendarStore();
    s.startMove(ROW);
    expect(s.$moveForm.get()?.values).toEqual({ when: '2026-12-03T10:00', reason: '' });
    s.setMoveField('when', '2026-12-04T11:30');
    expect(await s.moveForCustomer()).toBe(false);
    expect(s.$moveForm.get()?.errors).toEqual({
      reason: 'Say why, in a few words: the customer is told.',
    });
    s.setMoveField('reason', 'The clinician is unwell');
    expect(await s.moveForCustomer()).toBe(true);
    const [call] = writes();
    expect(`${call?.method} ${call?.path}`).toBe('POST /api/admin/calendar/5/move');
    expect(call?.body).toEqual({
      startsAt: '2026-12-04T06:00:00.000Z',
      reason: 'The clinician is unwell',
    });
    expect(s.$calendarNotice.get()?.text).toBe('Session moved; the customer has been told.');
    expect(s.$moveForm.get()).toBeNull();
  });

  it('lists the clinician’s free times for the way of meeting chosen, once it is complete', async () => {
    const s = await calendarStore();
    s.startCallerBooking();
    expect(s.$freeTimes.get()).toEqual({ status: 'idle' });
    s.setCallerBookingField('clinician', 'demo-clinician-asha');
    s.setCallerBookingField('mode', 'in-person');
    // In person needs a branch before there is anything to look up.
    expect(s.$freeTimes.get()).toEqual({ status: 'idle' });
    s.setCallerBookingField('branch', 'pune');
    await vi.waitFor(() =>
      expect(s.$freeTimes.get()).toEqual({
        status: 'ready',
        times: ['2026-12-03T09:30:00.000Z'],
      }),
    );
    expect(
      api.calls.filter((c) => c.path.startsWith('/api/booking/slots')).map((c) => c.path),
    ).toEqual([
      '/api/booking/slots?clinician=demo-clinician-asha&mode=video',
      '/api/booking/slots?clinician=demo-clinician-asha&mode=in-person&branch=pune',
    ]);
  });

  it('chooses a way the clinician offers when the one chosen so far is not among them', async () => {
    const s = await calendarStore();
    const stop = s.$clinicianChoices.listen(() => {});
    await vi.waitFor(() => expect(s.$clinicianChoices.get()).toHaveLength(1));
    s.startCallerBooking();
    s.setCallerBookingField('mode', 'chat');
    s.setCallerBookingField('clinician', 'demo-clinician-asha');
    // Asha (in this test) offers video and in person, not chat.
    expect(s.$callerBooking.get()?.values.mode).toBe('video');
    stop();
  });
});
