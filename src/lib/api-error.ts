/**
 * The one shape of a failed API answer, written by the server (src/server/http/respond.ts)
 * and read by the browser's client (src/lib/http.ts): `{ "error": { code, message, fields? } }`.
 */
export interface ApiError {
  /** What went wrong, for code to branch on ("invalid_input", "unavailable", ...). */
  code: string;
  /** What to tell the person, in words they can act on. */
  message: string;
  /** Messages per field ("billing.pinCode", "items.0", "variants.1.price"). */
  fields?: Record<string, string>;
}

/** The JSON body of every error answer. */
export interface ApiErrorBody {
  error: ApiError;
}

/**
 * The error an answer's body carries, when it is one of ours: a proxy's HTML page or an empty
 * body has none, and the caller falls back to its own words.
 */
export function apiErrorOf(body: unknown): ApiError | undefined {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return typeof error?.message === 'string' && error.message !== '' ? error : undefined;
}
