/**
 * The codes of the errors the browser puts into the page's language (issue #34): the server
 * throws them (src/server/http/errors.ts, src/server/bookings/errors.ts) and the Hindi and Marathi
 * pages' islands read them (src/lib/messages.ts), with the words in content/i18n/messages/. One
 * list for both: a code added here without its Hindi and Marathi words fails the dictionaries'
 * schema. The server keeps sending its English `message` with each, for the English pages and
 * other clients; a code not listed here is shown with that message, marked as English.
 */
export const API_ERROR_CODES = [
  /** No answer at all (the client's own, src/lib/http.ts). */
  'network',
  /** An answer without a readable error (a proxy's page, an empty 500). */
  'unknown',
  /** Too many requests; `values.minutes`: how long to wait. */
  'rate_limited',
  /** Too many times held in a few minutes (/book); `values.minutes`. */
  'too_many_holds',
  /** The time was taken by someone else meanwhile. */
  'slot_taken',
  /** The 10 minutes' hold lapsed. */
  'hold_lapsed',
  /** The hold was let go for another time the customer chose since; `values.startsAt`. */
  'replaced_by',
  /** No session credit left to confirm with. */
  'no_credit',
  /** No such session (or not the customer's). */
  'booking_not_found',
  /** Not one of the clinician's free times. */
  'not_available',
  /** The session has begun or ended. */
  'too_late',
  /** Less than 24 hours before the session: it cannot be moved online. */
  'move_too_late',
  /** The waiting list is for clinicians without free times. */
  'has_free_times',
  /** The session was moved; `values.startsAt`: to when. */
  'moved_already',
  /** The session was cancelled before. */
  'cancelled_already',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Values a message is filled with, in the page's way (a count, minutes, an instant). */
export type ApiErrorValues = Record<string, string | number>;

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
  /**
   * What the message names, for the page to write in its own language: `minutes` to wait,
   * `startsAt` (an ISO instant) of a session. The English `message` has them written in already.
   */
  values?: ApiErrorValues;
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
