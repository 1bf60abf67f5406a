import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, postJson, sendJson, setApiFetch } from '#/lib/http.ts';
import { errorResponse, json } from '#/server/http/respond.ts';
import { type FakeApi, fakeApi } from '../../tests/support/fake-api.ts';

/** The browser's one client: what it sends, and how every kind of answer comes back. */

// Every test hands the client its own fake; the browser's fetch comes back afterwards.
const browserFetch = setApiFetch(() => Promise.reject(new Error('no fake API in this test')));
afterAll(() => void setApiFetch(browserFetch));

const use = (fake: FakeApi) => {
  setApiFetch(fake.fetch);
  return fake;
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the API client', () => {
  it('sends JSON labelled as JSON, with the cookies of this site', async () => {
    const fake = use(fakeApi({ 'PUT /api/me/profile': () => json({ ok: true }) }));
    const seen: RequestInit[] = [];
    setApiFetch((path, init) => {
      seen.push(init);
      return fake.fetch(path, init);
    });
    expect(await sendJson('PUT', '/api/me/profile', { name: 'Asha' })).toEqual({
      ok: true,
      status: 200,
      data: { ok: true },
    });
    expect(seen[0]?.credentials).toBe('same-origin');
    expect(fake.calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(fake.calls[0]?.headers.get('accept')).toBe('application/json');
    expect(fake.calls[0]?.body).toEqual({ name: 'Asha' });
  });

  it('leaves a form unlabelled, so it goes as multipart with its boundary', async () => {
    const fake = use(fakeApi({ 'POST /api/admin/products': () => json({}, 201) }));
    const form = new FormData();
    form.set('name', 'Career Guidance');
    await api('/api/admin/products', { method: 'POST', body: form });
    expect(fake.calls[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('posts an empty JSON object when there is nothing to send', async () => {
    const fake = use(fakeApi({ 'POST /api/me/sign-ins/end': () => json({ ok: true }) }));
    await postJson('/api/me/sign-ins/end');
    expect(fake.calls[0]?.body).toEqual({});
  });

  it("gives back the server's error as it sent it", async () => {
    use(
      fakeApi({
        'POST /api/orders': () =>
          errorResponse(400, 'invalid_input', 'Please enter a valid PIN code.', {
            'billing.pinCode': 'Please enter a valid PIN code.',
          }),
      }),
    );
    expect(await postJson('/api/orders', {})).toEqual({
      ok: false,
      status: 400,
      fromServer: true,
      error: {
        code: 'invalid_input',
        message: 'Please enter a valid PIN code.',
        fields: { 'billing.pinCode': 'Please enter a valid PIN code.' },
      },
    });
  });

  it('has its own words for an error answer without a readable error', async () => {
    use(
      fakeApi({
        'GET /api/products': () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
      }),
    );
    expect(await api('/api/products')).toEqual({
      ok: false,
      status: 502,
      fromServer: false,
      error: { code: 'unknown', message: 'Something went wrong. Please try again later.' },
    });
  });

  it('answers status 0 when the network fails, and says so', async () => {
    const fake = use(fakeApi());
    fake.setOffline(true);
    expect(await api('/api/products')).toEqual({
      ok: false,
      status: 0,
      fromServer: false,
      error: {
        code: 'network',
        message: 'We could not reach Psycortex. Please check your connection and try again.',
      },
    });
  });

  it('throws an aborted call: whoever aborted it wants no answer', async () => {
    const controller = new AbortController();
    setApiFetch((_path, init) => {
      controller.abort();
      return Promise.reject(init.signal?.reason);
    });
    await expect(api('/api/admin/users', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(console.error).not.toHaveBeenCalled();
  });
});
