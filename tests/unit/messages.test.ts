import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localTimeNote } from '#/features/booking/local-time.ts';
import { formError, localError } from '#/features/checkout/CheckoutView.tsx';
import { CHECKOUT_WORDS_EN, type CheckoutWords } from '#/features/checkout/words.ts';
import { API_ERROR_CODES } from '#/lib/api-error.ts';
import { NETWORK_ERROR } from '#/lib/http.ts';
import { scriptShare } from '#/lib/i18n.ts';
import { MESSAGE_KEYS, messageWordsSchema } from '#/lib/message-words.ts';
import { type MessageKey, type MessageWords, NOTICE_CODES, say } from '#/lib/messages.ts';
import { pinCodeProblem } from '#/lib/pin-codes.ts';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) =>
  JSON.parse(readFileSync(resolve(root, path), 'utf8')) as Record<string, string>;
const messages = (locale: 'hi' | 'mr') =>
  read(`content/i18n/messages/${locale}.json`) as MessageWords;

/**
 * The values each message is filled with. A `Record` over every key: a code added to the server's
 * or the stores' list without its entry here does not compile, nor pass without its words.
 */
const PLACEHOLDERS: Record<MessageKey, string[]> = {
  network: [],
  unknown: [],
  rate_limited: ['minutes'],
  too_many_holds: ['minutes'],
  slot_taken: [],
  hold_lapsed: [],
  replaced_by: ['day', 'time'],
  no_credit: [],
  booking_not_found: [],
  not_available: [],
  too_late: [],
  move_too_late: [],
  has_free_times: [],
  moved_already: ['day', 'time'],
  cancelled_already: [],
  cancelled: [],
  cancelled_credit_back: [],
  series_cancelled: ['n'],
  series_cancelled_credits: ['n', 'credits'],
  sharing_stopped: [],
  moved: [],
  moved_to: ['day', 'time'],
  changed_already: [],
  single_unavailable: [],
  pin_state: [],
  'time.yours': ['note'],
  'time.in': ['when', 'place'],
};

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the server's and the stores' messages in Hindi and Marathi", () => {
  it.each(['hi', 'mr'] as const)(
    'content/i18n/messages/%s.json has words for every code the server and the stores send',
    (locale) => {
      const words = messages(locale);
      expect(messageWordsSchema.safeParse(words).error?.issues ?? []).toEqual([]);
      // The list is the one the server throws from and the stores use, not a copy of it.
      for (const code of [...API_ERROR_CODES, ...NOTICE_CODES]) {
        expect(words[code], code).toBeTruthy();
        const { devanagari, latin } = scriptShare(words[code]);
        expect(devanagari, code).toBeGreaterThan(latin);
      }
      expect(Object.keys(words).sort()).toEqual([...MESSAGE_KEYS].sort());
    },
  );

  it('fills the same values in both languages, and only those the server or the store sends', () => {
    const hi = messages('hi');
    const mr = messages('mr');
    for (const key of MESSAGE_KEYS) {
      expect(placeholdersOf(hi[key]), `hi ${key}`).toEqual([...PLACEHOLDERS[key]].sort());
      expect(placeholdersOf(mr[key]), `mr ${key}`).toEqual([...PLACEHOLDERS[key]].sort());
      // Marathi is its own language, not the Hindi words again.
      if (!key.startsWith('time.')) expect(mr[key], key).not.toBe(hi[key]);
    }
  });

  it('says a known code in the page’s language, with its values in the locale’s way', () => {
    const hi = messages('hi');
    const mr = messages('mr');
    const taken = { code: 'slot_taken', message: 'This time has just been taken by someone else.' };
    expect(say(taken, 'hi', hi)).toEqual({ text: hi.slot_taken });
    expect(say(taken, 'mr', mr)).toEqual({ text: mr.slot_taken });

    const wait = { code: 'rate_limited', message: 'Too many attempts.', values: { minutes: 12 } };
    expect(say(wait, 'hi', hi).text).toContain('12 मिनट');
    // Marathi writes its own digits.
    expect(say(wait, 'mr', mr).text).toContain('१२ मिनिटं');

    // Friday 27 November 2026, 14:00 India time.
    const moved = {
      code: 'moved_already',
      message: 'This session was moved to Fri 27 Nov, 14:00 IST, …',
      values: { startsAt: '2026-11-27T08:30:00.000Z' },
    };
    const hiMoved = say(moved, 'hi', hi).text;
    expect(hiMoved).toContain('14:00');
    expect(hiMoved).toContain('27 नव॰');
    expect(hiMoved).not.toMatch(/\{\w+\}/);
    const mrMoved = say(moved, 'mr', mr).text;
    expect(mrMoved).toContain('१४:००');
    expect(mrMoved).toContain('२७');
  });

  it('shows an unknown code in the server’s English, marked so; English pages unchanged', () => {
    const hi = messages('hi');
    const other = { code: 'payment_failed', message: 'The bank declined the payment.' };
    expect(say(other, 'hi', hi)).toEqual({ text: other.message, lang: 'en-IN' });
    // A page without the words (none were handed to it) also marks the English.
    expect(say(NETWORK_ERROR, 'mr')).toEqual({ text: NETWORK_ERROR.message, lang: 'en-IN' });
    // English pages show the server's message as it is, with no lang of their own.
    expect(say({ code: 'slot_taken', message: 'Taken.' }, 'en', hi)).toEqual({ text: 'Taken.' });
    expect(say(NETWORK_ERROR, 'hi', hi)).toEqual({ text: hi.network });
  });

  it("writes a visitor's own time abroad in the page's language", () => {
    const at = new Date('2026-11-27T08:30:00Z');
    const hi = messages('hi');
    const mr = messages('mr');
    expect(localTimeNote(at, 'Europe/London', { tag: 'hi-IN', inPlace: hi['time.in'] })).toBe(
      'London में 08:30',
    );
    expect(localTimeNote(at, 'Europe/London', { tag: 'mr-IN', inPlace: mr['time.in'] })).toBe(
      'London मध्ये ०८:३०',
    );
    // Another day there: the day comes in the language too.
    const night = localTimeNote(new Date('2026-11-27T03:30:00Z'), 'America/Los_Angeles', {
      tag: 'mr-IN',
      inPlace: mr['time.in'],
    });
    expect(night).toMatch(/^Los Angeles मध्ये .*२६.*, १९:३०$/);
    // English as before.
    expect(localTimeNote(at, 'Europe/London')).toBe('08:30 in London');
  });

  it("says the checkout's PIN code that does not match the state, and the network's failure", () => {
    const shop = read('content/i18n/shop/hi.json') as unknown as CheckoutWords;
    const hi = messages('hi');
    const mismatch = pinCodeProblem('560001', 'Maharashtra')!;
    expect(mismatch).toMatch(/^A PIN code in Maharashtra starts with 4/);
    expect(localError(shop, 'hi', 'pinCode', mismatch, hi)).toEqual({ text: hi.pin_state });
    expect(localError(CHECKOUT_WORDS_EN, 'en', 'pinCode', mismatch)).toEqual({ text: mismatch });

    expect(formError(shop, 'hi', NETWORK_ERROR, hi)).toEqual({ text: hi.network });
    expect(
      formError(shop, 'hi', {
        code: 'invalid_input',
        message: CHECKOUT_WORDS_EN['error.check'],
      }),
    ).toEqual({ text: shop['error.check'] });
    expect(formError(CHECKOUT_WORDS_EN, 'en', NETWORK_ERROR)).toEqual({
      text: NETWORK_ERROR.message,
    });
  });
});
