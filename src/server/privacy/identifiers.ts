/**
 * How a person may have been written down by staff, as regular expressions an erasure looks
 * for in free text (refund reasons, credit notes, cancellation reasons, the access log). Each
 * pattern is written in the syntax both JavaScript and PostgreSQL's regular expressions read
 * (lookarounds, `\d`, `\s`, `\w`, bracket classes), so the database finds the rows and the same
 * pattern, in JavaScript, rewrites them. Matched case-insensitively.
 */

/** What the site knows a person by: every address, phone number and name they gave. */
export interface PersonIdentifiers {
  emails: string[];
  phones: string[];
  names: string[];
}

/** What may stand between the digits of a phone number as people type it. */
const SEPARATOR = '[-.\\s()/]{0,3}';
/** The country of a number typed without one: the site's customers are in India. */
const HOME_COUNTRY_CODE = '91';
/** Numbers shorter than this (after the country code) are too common to look for. */
const MIN_PHONE_DIGITS = 7;

const escapeRegex = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);

/**
 * Every spelling of one phone number: `+91 91234 56780`, `+919123456780`, `919123456780`,
 * `0091 91234-56780`, `091234 56780`, `(0) 91234 56780`, `91234 56780`, `9123456780`. The
 * number's last ten digits are its national number (a longer one starts with its country
 * code), and any of the country code, `00` and `+`, or a trunk `0` may come before them, with
 * spaces, dots, dashes, slashes or brackets anywhere between the digits. Digits right before or
 * after the match mean it is part of another number, and it is left alone.
 */
export function phonePattern(phone: string): string | undefined {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  let country = '';
  let national = digits;
  if (digits.length > 10) {
    national = digits.slice(-10);
    country = digits.slice(0, -10).replace(/^0+/, '');
  } else if (digits.startsWith('0')) {
    national = digits.slice(1);
  }
  if (national.length < MIN_PHONE_DIGITS) return undefined;
  const code = escapeRegex(country || HOME_COUNTRY_CODE);
  const prefix = `(?:(?:\\+|00)?\\s*${code}${SEPARATOR}(?:0${SEPARATOR})?|0${SEPARATOR})?`;
  const body = national.split('').join(SEPARATOR);
  return `(?<![\\d+])${prefix}${body}(?!\\d)`;
}

/** A word or phrase on its own: not inside a longer word, a slug or an address. */
const standalone = (text: string) => `(?<![\\w@.+-])${text}(?![\\w-])`;

/** A name as written in full, its words in order with any spacing between them. */
export function fullNamePattern(name: string): string | undefined {
  const words = nameWords(name);
  if (words.length === 0) return undefined;
  return standalone(words.map(escapeRegex).join('\\s+'));
}

/**
 * Each word of a name on its own (`Zephyrine`, `Quillfeather`), for records about the person
 * themselves, where a first name alone means them. Words of one letter are left out.
 */
export function namePartsPattern(names: string[]): string | undefined {
  const words = [...new Set(names.flatMap(nameWords).map((w) => w.toLowerCase()))].filter(
    (w) => w.length >= 2,
  );
  if (words.length === 0) return undefined;
  // Longest first, so an alternation never stops at a shorter word inside a longer one.
  words.sort((a, b) => b.length - a.length);
  return standalone(`(?:${words.map(escapeRegex).join('|')})`);
}

const nameWords = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');

export function emailPattern(email: string): string | undefined {
  const address = email.trim();
  if (!address.includes('@')) return undefined;
  return `(?<![\\w.+-])${escapeRegex(address)}(?![\\w-])`;
}

/**
 * One pattern for everything that names the person unmistakably (every address, every
 * spelling of every phone number, every full name), for all of the site's free text; with
 * `nameParts`, each word of their names too, for the records that are about them anyway.
 */
export function identifyingPattern(
  person: PersonIdentifiers,
  { nameParts = false } = {},
): string | undefined {
  const parts = [
    ...person.emails.map(emailPattern),
    ...person.phones.map(phonePattern),
    ...person.names.map(fullNamePattern),
    ...(nameParts ? [namePartsPattern(person.names)] : []),
  ].filter((p): p is string => p !== undefined);
  const unique = [...new Set(parts)];
  return unique.length === 0 ? undefined : unique.map((p) => `(?:${p})`).join('|');
}

/** The text with every match of the pattern replaced by the marker. */
export function redactText(text: string, pattern: string, marker: string): string {
  return text.replace(new RegExp(pattern, 'gi'), marker);
}

/** Every string inside a JSON value redacted; keys and structure stay as they are. */
export function redactJson(value: unknown, pattern: string, marker: string): unknown {
  if (typeof value === 'string') return redactText(value, pattern, marker);
  if (Array.isArray(value)) return value.map((v) => redactJson(v, pattern, marker));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, redactJson(v, pattern, marker)]),
    );
  return value;
}
