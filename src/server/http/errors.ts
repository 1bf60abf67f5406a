import type { ApiErrorCode, ApiErrorValues } from '#/lib/api-error.ts';

/** An error a person can act on: it becomes a 4xx JSON answer with this message. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly values?: ApiErrorValues;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      values?: ApiErrorValues;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers;
    this.values = extra.values;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, { fields });
export const notFound = (message = 'We could not find that.') =>
  new HttpError(404, 'not_found', message);
/** A refusal because of the state of things; `code` says which, for the page's language. */
export const conflict = (
  message: string,
  code: ApiErrorCode | 'conflict' = 'conflict',
  values?: ApiErrorValues,
) => new HttpError(409, code, message, { values });

/** Whole minutes to wait, at least 1, for the message in the page's language. */
export const minutesToWait = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const tooManyRequests = (
  message: string,
  retryAfterSeconds: number,
  code: Extract<ApiErrorCode, 'rate_limited' | 'too_many_holds'> = 'rate_limited',
) =>
  new HttpError(429, code, message, {
    headers: { 'retry-after': String(retryAfterSeconds) },
    values: { minutes: minutesToWait(retryAfterSeconds) },
  });
