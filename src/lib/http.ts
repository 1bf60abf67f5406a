import { type ApiError, apiErrorOf } from '#/lib/api-error.ts';

/**
 * The browser's one way to call the site's API: the shop, the admin panel, the session stores
 * and the small page scripts all go through `api`. Answers come back as data rather than
 * thrown, so every caller decides in plain `if`s what the person reads. No store library is
 * imported here: the content pages' scripts load this module and count every byte.
 */

export type { ApiError };

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      /** 0: the network failed before any answer. */
      status: number;
      /** The server's error, or the client's own words when there was none to read. */
      error: ApiError;
      /** False when `error` is the client's own words: callers with their own texts use those. */
      fromServer: boolean;
    };

export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

/** What carries the calls: the browser's fetch, or a test's fake server. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

// Looked up at each call, not captured once, so a fetch replaced later is the one used.
let transport: ApiFetch = (path, init) => fetch(path, init);

/**
 * Replaces what carries the calls, so stores can be tested against a fake that answers as the
 * server does; gives back the one it replaced.
 */
export function setApiFetch(next: ApiFetch): ApiFetch {
  const before = transport;
  transport = next;
  return before;
}

export const NETWORK_ERROR: ApiError = {
  code: 'network',
  message: 'We could not reach Psycortex. Please check your connection and try again.',
};

/** An error answer without a readable body (a proxy's page, an empty 500). */
export const UNKNOWN_ERROR: ApiError = {
  code: 'unknown',
  message: 'Something went wrong. Please try again later.',
};

export async function api<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await transport(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        // Only JSON text is labelled: a FormData body gets its multipart boundary from the browser.
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    // Whoever aborted a call wants no answer to it (a newer search replaced it): it stays thrown.
    if (init.signal?.aborted) throw error;
    console.error(`[api] ${init.method ?? 'GET'} ${path} failed:`, error);
    return { ok: false, status: 0, error: NETWORK_ERROR, fromServer: false };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const error = apiErrorOf(body);
  return { ok: false, status: response.status, error: error ?? UNKNOWN_ERROR, fromServer: !!error };
}

/** A JSON body with any method; no body at all when `body` is undefined. */
export const sendJson = <T>(method: string, path: string, body?: unknown) =>
  api<T>(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** A POST with a JSON body: `{}` when there is nothing to send. */
export const postJson = <T>(path: string, body?: unknown) => sendJson<T>('POST', path, body ?? {});
