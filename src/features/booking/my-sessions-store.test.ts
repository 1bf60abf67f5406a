import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MySession } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';
import { BOOKING_MESSAGES } from '#/features/booking/schemas.ts';
import { HttpError } from '#/server/http/errors.ts';
import { json } from '#/server/http/respond.ts';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { fakeBrowser } from '../../../tests/support/fake-browser.ts';

/**
 * The signed links of booking e-mails, acted on from /user/sessions without signing in: a move
 * link shows the session and the clinician's free times, then moves it to the one chosen.
 */

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function session(patch: Partial<Json<MySession>> = {}): Json<MySession> {
  return {
    id: '7',
    clinician: { slug: 'demo-clinician-asha', name: 'Demo clinician Asha', role: 'Psychologist' },
    service: 'anxiety',
    mode: 'video',
    branch: null,
    place: null,
    language: 'English',
    startsAt: inDays(3),
    endsAt: inDays(3.05),
    status: 'confirmed',
    holdExpiresAt: null,
    canChange: true,
    creditBackIfCancelled: true,
    contact: null,
    joinUrl: null,
    sharedAnswers: null,
    laterInSeries: 0,
    ...patch,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function linkStore(shown: Json<MySession>) {
  vi.resetModules();
  fakeBrowser('/user/sessions');
  const free = [inDays(4), inDays(5)];
  const api = fakeApi({
    'POST /api/booking-link/session': async (request) => {
      const { token } = (await request.json()) as { token: string };
      if (token !== 'signed-for-7')
        throw new HttpError(404, 'booking_not_found', BOOKING_MESSAGES.notFound);
      return json({ session: shown });
    },
    'GET /api/booking/slots': () =>
      json({ clinicians: [], slots: free.map((startsAt) => ({ startsAt })) }),
    'POST /api/booking-link/move': async (request) => {
      const { startsAt } = (await request.json()) as { startsAt: string };
      return json({ booking: { id: '8', startsAt } });
    },
  });
  (await import('#/lib/http.ts')).setApiFetch(api.fetch);
  const store = await import('#/features/booking/my-sessions.store.ts');
  return { api, store, free };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a move link from an e-mail', () => {
  it('shows the free times of the same clinician and way of meeting, then moves the session', async () => {
    const { api, store, free } = await linkStore(session());
    expect(store.readEmailLink('?move=7&token=signed-for-7')).toBe(true);
    await vi.waitFor(() => expect(store.$emailLink.get().status).toBe('choosing'));
    const state = store.$emailLink.get();
    expect(state.status === 'choosing' && state.times).toEqual(free);
    expect(api.calls.map((c) => c.path)).toContain(
      '/api/booking/slots?clinician=demo-clinician-asha&mode=video',
    );

    await store.confirmLinkMove(free[1]!);
    const move = api.calls.find((c) => c.path === '/api/booking-link/move');
    expect(move!.body).toEqual({ booking: '7', token: 'signed-for-7', startsAt: free[1] });
    const done = store.$emailLink.get();
    expect(done.status).toBe('done');
    expect(done.status === 'done' && done.message).toMatchObject({
      code: 'moved_to',
      message: expect.stringMatching(/^Your session has been moved to /),
      values: { startsAt: free[1] },
    });
  });

  it('says plainly when the link is wrong, the session has moved, or it is too close to move', async () => {
    let { store } = await linkStore(session());
    store.readEmailLink('?move=7&token=altered');
    await vi.waitFor(() => expect(store.$emailLink.get().status).toBe('failed'));
    expect(store.$emailLink.get()).toEqual({
      status: 'failed',
      message: { code: 'booking_not_found', message: BOOKING_MESSAGES.notFound },
    });

    ({ store } = await linkStore(session({ status: 'cancelled', canChange: false })));
    store.readEmailLink('?move=7&token=signed-for-7');
    await vi.waitFor(() => expect(store.$emailLink.get().status).toBe('failed'));
    expect(store.$emailLink.get()).toMatchObject({
      message: { code: 'changed_already', message: BOOKING_MESSAGES.changedAlready },
    });

    ({ store } = await linkStore(session({ startsAt: inDays(0.5), creditBackIfCancelled: false })));
    store.readEmailLink('?move=7&token=signed-for-7');
    await vi.waitFor(() => expect(store.$emailLink.get().status).toBe('failed'));
    expect(store.$emailLink.get()).toMatchObject({
      message: { code: 'move_too_late', message: BOOKING_MESSAGES.moveTooLate },
    });
  });

  it('leaves the page to the signed-in list when the address carries no link', async () => {
    const { store, api } = await linkStore(session());
    expect(store.readEmailLink('')).toBe(false);
    expect(store.readEmailLink('?move=7')).toBe(false);
    await settled();
    expect(api.calls).toEqual([]);
  });
});
