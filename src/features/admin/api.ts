import type { ApiError } from '#/lib/api-error.ts';
import { type ApiResult, api, sendJson as send } from '#/lib/http.ts';

/**
 * Every admin call goes through the site's one client (../http.ts), made to throw here, as the
 * panel's loaders and forms expect: the session is an HttpOnly, SameSite=Strict cookie the
 * browser sends itself (`credentials: 'same-origin'`), and the browser adds Origin to the
 * state-changing ones, which the functions check.
 */

/** A refusal from the server, with its error (or a generic one when it sent none). */
export class AdminApiError extends Error {
  readonly status: number;
  readonly body: ApiError;
  constructor(status: number, body: ApiError) {
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

/** The answer's data, or what went wrong thrown. */
function dataOf<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  if (result.status === 401) leave();
  // No answer at all is not the server's refusal: the caller says its own words.
  if (result.status === 0) throw new Error(result.error.message);
  throw new AdminApiError(
    result.status,
    result.fromServer
      ? result.error
      : { code: 'http_error', message: `The server answered ${result.status}.` },
  );
}

/** A contract's call (src/api), made to throw as the panel expects. */
export async function adminCall<T>(call: Promise<ApiResult<T>>): Promise<T> {
  return dataOf(await call);
}

export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  return dataOf(await api<T>(path, init));
}

export async function sendJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  return dataOf(await send<T>(method, path, body));
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
