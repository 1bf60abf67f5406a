import type { ApiError, ApiErrorCode, ApiErrorValues } from './api-error.ts';
import type { Locale } from './i18n.ts';

/*
 * The server's and the stores' messages in the page's language (issue #34). A message is an
 * `ApiError`: a stable `code`, the English `message` and the `values` it names. The English pages
 * show the message as it is; the Hindi and Marathi pages look its code up in their language's
 * words (content/i18n/messages/<language>.json, handed to the island as a prop) and fill in the
 * values in the locale's way. A code without words there is shown in English, marked so.
 *
 * Only types come from src/lib/i18n.ts: its browser chunk is shared by the login, checkout and
 * search scripts (see src/features/booking/session-time.ts).
 */

/**
 * The stores' own messages (not the server's) that the pages put into their language: what
 * happened after a cancel, a move or stopping the sharing, and the checkout's PIN code that does
 * not match the state. The English texts stay in the stores and the shared rules.
 */
export const NOTICE_CODES = [
  /** "Your session is cancelled." */
  'cancelled',
  /** "…and the session credit is back in your balance." */
  'cancelled_credit_back',
  /** `values.n` sessions of a series cancelled, no credit back. */
  'series_cancelled',
  /** `values.n` sessions cancelled and `values.credits` credits back. */
  'series_cancelled_credits',
  /** The get-matched answers are no longer shared. */
  'sharing_stopped',
  /** Moved on My sessions: the new time is in the list. */
  'moved',
  /** Moved from an e-mail's link; `values.startsAt`: the new time. */
  'moved_to',
  /** An e-mail's link for a session cancelled or moved since. */
  'changed_already',
  /** The single session cannot be put in the cart just now. */
  'single_unavailable',
  /** A PIN code that is not in the chosen state (src/lib/pin-codes.ts's PIN_STATE_MISMATCH). */
  'pin_state',
] as const;

/** The words around a session's time in the visitor's own zone, for clients abroad. */
export const LOCAL_TIME_KEYS = [
  /** A line of its own: "In your time: {note}". */
  'time.yours',
  /** The time and the place: "{when} in {place}". */
  'time.in',
] as const;

export type NoticeCode = (typeof NOTICE_CODES)[number];
export type MessageCode = ApiErrorCode | NoticeCode;

/**
 * Every key of the messages' dictionary, from the codes the server and stores use. The list itself
 * is `MESSAGE_KEYS` in message-words.ts: built here at the top of the module, it would be kept in
 * every page's shared chunk (the bundler cannot drop a spread), with the codes' arrays.
 */
export type MessageKey = MessageCode | (typeof LOCAL_TIME_KEYS)[number];
export type MessageWords = Record<MessageKey, string>;

/** A store's own message, in the shape of the server's: its code, its English text, its values. */
export const notice = (code: NoticeCode, message: string, values?: ApiErrorValues): ApiError =>
  values ? { code, message, values } : { code, message };

/** What the page shows: the text, and `lang` when it is the English one on another page. */
export interface Said {
  text: string;
  lang?: string;
}

const TAG = { hi: 'hi-IN', mr: 'mr-IN' } as const;

/**
 * A message in the page's language: the English text on English pages (or when the page has no
 * words for it); else the language's words for its code, with `{n}`-style values in the locale's
 * digits and `{day}`/`{time}` from `values.startsAt` (India's time, as the booking pages write it).
 */
export function say(message: ApiError, locale: Locale, words?: MessageWords): Said {
  if (locale === 'en') return { text: message.message };
  const text = words && Object.hasOwn(words, message.code) ? words[message.code as MessageKey] : '';
  if (!text) return { text: message.message, lang: 'en-IN' };
  return { text: fillIn(text, locale, message.values ?? {}) };
}

/** Fills a Hindi or Marathi text's placeholders from a message's values. */
export function fillIn(text: string, locale: Exclude<Locale, 'en'>, values: ApiErrorValues) {
  const startsAt = typeof values.startsAt === 'string' ? new Date(values.startsAt) : undefined;
  const written = (key: string): string | undefined => {
    if (key === 'day' && startsAt) {
      return new Intl.DateTimeFormat(TAG[locale], {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'Asia/Kolkata',
      }).format(startsAt);
    }
    if (key === 'time' && startsAt) {
      return new Intl.DateTimeFormat(TAG[locale], {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Kolkata',
      }).format(startsAt);
    }
    const value = values[key];
    if (typeof value === 'number') {
      return new Intl.NumberFormat(TAG[locale], { useGrouping: 'always' }).format(value);
    }
    return value;
  };
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => written(key) ?? whole);
}
