/**
 * Every admin call goes through here: the session is an HttpOnly, SameSite=Strict cookie the
 * browser sends itself (`credentials: 'same-origin'`), and the browser adds Origin to the
 * state-changing ones, which the functions check.
 */

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export class AdminApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'AdminApiError';
    this.status = status;
    this.body = body;
  }
}

/** Thrown after a 401 has sent the browser to the login page: callers just stop. */
export class SignedOutError extends Error {
  constructor() {
    super('The admin session has ended.');
    this.name = 'SignedOutError';
  }
}

/** Where the panel goes when a call finds the session gone (expired, revoked elsewhere). */
export const LOGIN_PAGE = '/admin/login';

function leave(): never {
  window.location.assign(LOGIN_PAGE);
  throw new SignedOutError();
}

async function errorBody(response: Response): Promise<ApiErrorBody> {
  try {
    const data = (await response.json()) as { error?: ApiErrorBody };
    if (data.error?.message) return data.error;
  } catch {
    // Not JSON (a proxy's error page): fall through to a generic message.
  }
  return { code: 'http_error', message: `The server answered ${response.status}.` };
}

export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...init.headers },
  });
  if (response.status === 401) leave();
  if (!response.ok) throw new AdminApiError(response.status, await errorBody(response));
  return (await response.json()) as T;
}

export function sendJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  return adminFetch<T>(path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
}

/** What to tell the person about a failed call; the server's words when it gave some. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof AdminApiError ? error.body.message : fallback;
}

/** Aborted loads (a newer one replaced them) and sign-outs need no message. */
export function isQuiet(error: unknown): boolean {
  return (
    error instanceof SignedOutError ||
    (error instanceof DOMException && error.name === 'AbortError')
  );
}
