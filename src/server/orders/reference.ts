import { randomBytes } from 'node:crypto';

/** Crockford's base-32 alphabet: no I, L, O or U to misread on a phone call. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An order's public reference, e.g. PSY-7K2M9QX4TD: unguessable (50 random bits), short enough
 * to read out to the care team, and within PayDollar's orderRef and Razorpay's receipt limits.
 */
export function newOrderReference(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return `PSY-${out}`;
}

export function isOrderReference(value: string): boolean {
  return /^PSY-[0-9A-HJKMNP-TV-Z]{10}$/.test(value);
}
