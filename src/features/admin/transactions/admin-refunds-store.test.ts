import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKED_SESSIONS_QUESTION, refundSchema } from '#/api/admin-refund.ts';
import { HttpError } from '#/server/http/errors.ts';
import { json } from '#/server/http/respond.ts';
import { fakeApi } from '../../../../tests/support/fake-api.ts';
import { fakeBrowser } from '../../../../tests/support/fake-browser.ts';

/**
 * The refund form of the Transactions screen: when the server says the amount goes beyond the
 * sessions not yet booked, the form asks for the reason for the exception and sends it with the
 * same request key.
 */
const BEYOND =
  'Only Rs 45,000 of this order is unused: 3 of its 12 sessions are booked or taken. To refund more, give the reason for the exception.';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function refundStore() {
  vi.resetModules();
  fakeBrowser('/admin/transactions');
  const api = fakeApi({
    'POST /api/admin/orders/:reference/refunds': async (request) => {
      const input = refundSchema.parse(await request.json());
      if (input.amount > 45_000_00 && !input.override)
        throw new HttpError(409, 'refund_beyond_unused', BEYOND, { fields: { amount: BEYOND } });
      // Beyond Rs 55,000 the refund takes the credits of sessions already booked.
      if (input.amount > 55_000_00 && !input.bookedSessions)
        throw new HttpError(409, 'refund_beyond_unused', BOOKED_SESSIONS_QUESTION, {
          fields: { bookedSessions: BOOKED_SESSIONS_QUESTION },
        });
      return json({ refund: { id: '1', status: 'requested', amount: input.amount } }, 202);
    },
    'GET /api/admin/transactions': () => json({ transactions: [] }),
  });
  (await import('#/lib/http.ts')).setApiFetch(api.fetch);
  return { api, store: await import('#/features/admin/transactions/refunds.store.ts') };
}

describe('the admin refund form', () => {
  it('asks for the reason for refunding booked sessions, then sends it', async () => {
    const { api, store } = await refundStore();
    store.openRefund('PSY-ABC', 50_000_00);
    store.setRefundField('PSY-ABC', 'reason', 'Moving abroad');
    await store.submitRefund('PSY-ABC');
    let form = store.$refundForms.get()['PSY-ABC']!;
    expect(form.status).toBe('failed');
    expect(form.fieldErrors.amount).toBe(BEYOND);
    expect(form.askException).toBe(true);

    store.setRefundField('PSY-ABC', 'exception', 'Approved by the branch head');
    await store.submitRefund('PSY-ABC');
    form = store.$refundForms.get()['PSY-ABC']!;
    expect(form.status).toBe('asked');
    const [first, second] = api.calls.filter((c) => c.method === 'POST');
    expect(first!.body).not.toHaveProperty('override');
    expect(second!.body).toMatchObject({
      override: 'Approved by the branch head',
      requestKey: (first!.body as { requestKey: string }).requestKey,
    });
  });

  it('asks what happens to the sessions already booked, then sends the choice', async () => {
    const { api, store } = await refundStore();
    store.openRefund('PSY-DEF', 60_000_00);
    store.setRefundField('PSY-DEF', 'reason', 'Moving abroad');
    await store.submitRefund('PSY-DEF');
    store.setRefundField('PSY-DEF', 'exception', 'Approved by the branch head');
    await store.submitRefund('PSY-DEF');
    let form = store.$refundForms.get()['PSY-DEF']!;
    expect(form.status).toBe('failed');
    expect(form.askBookedSessions).toBe(true);
    expect(form.fieldErrors.bookedSessions).toBe(BOOKED_SESSIONS_QUESTION);

    store.setRefundField('PSY-DEF', 'bookedSessions', 'cancel');
    expect(store.$refundForms.get()['PSY-DEF']!.fieldErrors).toEqual({});
    await store.submitRefund('PSY-DEF');
    form = store.$refundForms.get()['PSY-DEF']!;
    expect(form.status).toBe('asked');
    const last = api.calls.filter((c) => c.method === 'POST').at(-1)!;
    expect(last.body).toMatchObject({
      bookedSessions: 'cancel',
      override: 'Approved by the branch head',
    });
  });
});
