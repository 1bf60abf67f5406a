import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MySession } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';
import type { CalendarRow } from '#/features/admin/calendar/calendar.store.ts';
import type { SharedAnswers } from '#/features/booking/booking-answers-schema.ts';
import { NO_ANSWERS_MESSAGE } from '#/server/bookings/answers.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { json } from '#/server/http/respond.ts';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { fakeBrowser } from '../../../tests/support/fake-browser.ts';

/**
 * The two other ends of the answers shared with a booking: the customer's "Stop sharing" on My
 * sessions, and the admin's "Shared answers" dialog, which fetches them only when opened.
 */

const ANSWERS: SharedAnswers = {
  who: 'myself',
  concerns: ['anxiety'],
  language: 'english',
  mode: 'video',
  screeners: [],
  crisisFlag: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stopping sharing on My sessions', () => {
  it('deletes the answers, reads the list again and says so', async () => {
    vi.resetModules();
    fakeBrowser('/user/sessions');
    let shared: SharedAnswers | null = ANSWERS;
    const session = { id: '12', sharedAnswers: ANSWERS } as Json<MySession>;
    const api = fakeApi({
      'GET /api/bookings': () =>
        json({ upcoming: [{ ...session, sharedAnswers: shared }], past: [], credits: [] }),
      'DELETE /api/bookings/:id/answers': (_request, { id }) => {
        if (id !== '12' || !shared) throw notFound(NO_ANSWERS_MESSAGE);
        shared = null;
        return json({ ok: true });
      },
    });
    (await import('#/lib/http.ts')).setApiFetch(api.fetch);
    const store = await import('#/features/booking/my-sessions.store.ts');
    await store.stopSharingAnswers(session);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /api/bookings/12/answers',
      'GET /api/bookings',
    ]);
    const state = store.$mySessions.get();
    expect(state.status === 'ready' && state.data.upcoming[0]!.sharedAnswers).toBeNull();
    expect(store.$sessionNotice.get()).toEqual({
      tone: 'ok',
      message: {
        code: 'sharing_stopped',
        message: 'Your answers are no longer shared with your clinician.',
      },
    });

    await store.stopSharingAnswers(session);
    expect(store.$sessionNotice.get()).toMatchObject({
      tone: 'problem',
      message: { message: NO_ANSWERS_MESSAGE },
    });
  });
});

describe('the Calendar tab’s shared answers', () => {
  const row = { id: '7', customer: { name: 'Asha', email: 'a@example.com', phone: '' } };

  async function adminStore() {
    vi.resetModules();
    fakeBrowser('/admin/calendar');
    const api = fakeApi({
      'GET /api/admin/calendar/:id/answers': (_request, { id }) => {
        if (id !== '7') throw notFound(NO_ANSWERS_MESSAGE);
        return json({ answers: ANSWERS });
      },
    });
    (await import('#/lib/http.ts')).setApiFetch(api.fetch);
    return { api, store: await import('#/features/admin/calendar/shared-answers.store.ts') };
  }

  it('fetches them only when opened, and forgets them on closing', async () => {
    const { api, store } = await adminStore();
    expect(api.calls).toEqual([]);
    await store.openSharedAnswers(row as CalendarRow);
    expect(api.calls.map((c) => c.path)).toEqual(['/api/admin/calendar/7/answers']);
    expect(store.$sharedAnswers.get()).toMatchObject({ status: 'ready', answers: ANSWERS });
    store.closeSharedAnswers();
    expect(store.$sharedAnswers.get()).toEqual({ status: 'closed' });
  });

  it('says why when there is nothing to show, and drops an answer that arrives after closing', async () => {
    const { store } = await adminStore();
    await store.openSharedAnswers({ ...row, id: '8' } as CalendarRow);
    expect(store.$sharedAnswers.get()).toMatchObject({
      status: 'failed',
      message: NO_ANSWERS_MESSAGE,
    });
    const late = store.openSharedAnswers(row as CalendarRow);
    store.closeSharedAnswers();
    await late;
    expect(store.$sharedAnswers.get()).toEqual({ status: 'closed' });
  });
});
