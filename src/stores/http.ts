/** JSON calls to the site's own API, answered as data rather than thrown. */

export interface ApiError {
  code: string;
  message: string;
  /** Messages per field ("billing.pinCode", "items.0"). */
  fields?: Record<string, string>;
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /** status 0: the network failed before any answer. */
  | { ok: false; status: number; error: ApiError };

const NETWORK: ApiError = {
  code: 'network',
  message: 'We could not reach Psycortex. Please check your connection and try again.',
};

export async function api<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    console.error(`[api] ${init.method ?? 'GET'} ${path} failed:`, error);
    return { ok: false, status: 0, error: NETWORK };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const error = (body as { error?: ApiError } | null)?.error;
  return {
    ok: false,
    status: response.status,
    error: error?.message
      ? error
      : { code: 'unknown', message: 'Something went wrong. Please try again later.' },
  };
}

export const postJson = <T>(path: string, body?: unknown) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body ?? {}) });
