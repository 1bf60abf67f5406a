import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitingListRequest } from '#/api/booking-waiting-list.ts';
import { HttpError } from '#/server/http/errors.ts';
import { json } from '#/server/http/respond.ts';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { fakeBrowser } from '../../../tests/support/fake-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function waitingStore(signedIn: boolean) {
  vi.resetModules();
  const browser = fakeBrowser('/book/clinician');
  const api = fakeApi({
    'POST /api/booking/waiting-list': async (request) => {
      if (!signedIn) throw new HttpError(401, 'unauthorized', 'Please log in.');
      waitingListRequest.parse(await request.json());
      return json({ position: 3 }, 201);
    },
  });
  (await import('#/lib/http.ts')).setApiFetch(api.fetch);
  const booking = await import('#/features/booking/booking.store.ts');
  booking.$choice.set({
    service: 'anxiety',
    mode: 'chat',
    language: 'Hindi',
    branch: '',
    clinician: 'demo-clinician-ravi',
  });
  return { api, browser, store: await import('#/features/booking/waiting-list.store.ts') };
}

describe('the waiting list on /book', () => {
  it('puts the customer in the queue for the clinician and way chosen, and says where', async () => {
    const { api, store } = await waitingStore(true);
    await store.joinWaitingList();
    expect(store.$waiting.get()).toEqual({ status: 'joined', position: 3 });
    expect(api.calls.at(-1)!.body).toEqual({
      clinician: 'demo-clinician-ravi',
      mode: 'chat',
      branch: null,
      service: 'anxiety',
      language: 'Hindi',
    });
  });

  it('sends a signed-out visitor to log in and back to the same choices', async () => {
    const { browser, store } = await waitingStore(false);
    await store.joinWaitingList();
    expect(browser.location.assign).toHaveBeenLastCalledWith(
      `/user/login?next=${encodeURIComponent('/book?service=anxiety&mode=chat&language=Hindi&clinician=demo-clinician-ravi')}`,
    );
  });
});
