import { isGstStateCode } from '#/lib/gst-states.ts';

/**
 * A GSTIN is 15 characters: the two-digit state code, the holder's PAN (five letters, four
 * digits, a letter), the entity number within that PAN (1-9, then A-Z), the letter Z (reserved
 * by default) and a check character.
 */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of the first 14 characters, by the published mod-36 scheme (a Luhn
 * mod N over base 36): every second character's value is doubled, each product is split into
 * its base-36 "digits" (quotient and remainder by 36) which are summed, and the check
 * character is whatever brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new RangeError(`not a GSTIN character: "${first14[i]}"`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** Upper-cases and drops spaces, as people paste a GSTIN. */
export const normaliseGstin = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

export type GstinProblem = 'shape' | 'state' | 'check';

/** What is wrong with a (normalised) GSTIN, or undefined when it is valid. */
export function gstinProblem(gstin: string): GstinProblem | undefined {
  if (!GSTIN_SHAPE.test(gstin)) return 'shape';
  if (!isGstStateCode(gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'check';
  return undefined;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === undefined;

/** Messages a person can act on, one per problem. */
export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  shape:
    'Please enter the 15-character GSTIN as it appears on your registration certificate (for example 27AAPFU0939F1ZV), or leave it empty.',
  state: 'The GSTIN must start with a valid two-digit state code.',
  check: 'This GSTIN does not pass its check character: please check it for a typing mistake.',
};

/**
 * What the checkout says of its optional GSTIN field: nothing when it is empty or valid. Shared
 * by the form (which must not load the schema library) and the server's schema.
 */
export function gstinFieldMessage(text: string): string | undefined {
  const gstin = normaliseGstin(text);
  if (gstin === '') return undefined;
  const problem = gstinProblem(gstin);
  return problem ? GSTIN_MESSAGES[problem] : undefined;
}
