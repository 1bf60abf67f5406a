import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Session notes are encrypted at rest with AES-256-GCM under a key kept outside the database
 * (NOTES_KEY). Each encryption draws a fresh random 96-bit IV; the 128-bit authentication tag
 * and the id of the key are stored with the ciphertext, so that a key can be replaced (the old
 * one is then given as NOTES_KEY_PREVIOUS until every note is written again) and a note sealed
 * under a key the server does not hold is refused by name, never decrypted into noise.
 *
 * The stored form is one line of text: `n1.<key id>.<iv>.<tag>.<ciphertext>`, the last three in
 * base64url. `context` (the row the text belongs to, e.g. `note:12`) is bound in as additional
 * authenticated data: a ciphertext copied into another row does not open there.
 *
 * Pure: no configuration is read here (notes-key.server.ts gives the keys).
 */

const VERSION = 'n1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** A key to encrypt with: 32 bytes, and its id (derived from the key, so it cannot drift). */
export interface NotesKey {
  id: string;
  key: Buffer;
}

/** The text cannot be opened: sealed under a key we do not hold, or the key is not it. */
export class NotesKeyError extends Error {
  readonly keyId: string;
  constructor(keyId: string) {
    super(`This text was encrypted under the notes key ${keyId}, which this server does not hold.`);
    this.name = 'NotesKeyError';
    this.keyId = keyId;
  }
}

/** The text was changed, cut, moved to another row, or opened with the wrong key. */
export class NotesIntegrityError extends Error {
  constructor(detail: string) {
    super(`This encrypted text does not open: ${detail}.`);
    this.name = 'NotesIntegrityError';
  }
}

/** The key's id: the first 8 bytes of SHA-256 over a label and the key, in hex. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256')
    .update('psycortex-notes-key\n')
    .update(key)
    .digest('hex')
    .slice(0, 16);
}

/** A key from its base64 form (NOTES_KEY): exactly 32 bytes, or an error saying so. */
export function parseNotesKey(base64: string): NotesKey {
  const text = base64.trim();
  const key = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || key.length !== KEY_BYTES) {
    throw new Error('A notes key must be 32 random bytes in base64 (openssl rand -base64 32).');
  }
  return { id: keyIdOf(key), key };
}

/** A fresh random key in base64, as NOTES_KEY holds it. */
export function generateNotesKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/** Encrypts `plaintext` under `key`, bound to `context`. */
export function encryptText(plaintext: string, key: NotesKey, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    VERSION,
    key.id,
    iv.toString('base64url'),
    tag.toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** The id of the key a stored text was sealed under (to find what still needs a rotation). */
export function keyIdOfText(stored: string): string {
  return partsOf(stored).keyId;
}

function partsOf(stored: string) {
  const parts = stored.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) {
    throw new NotesIntegrityError('it is not in the form this server writes');
  }
  const [, keyId, iv, tag, body] = parts as [string, string, string, string, string];
  const b64url = /^[A-Za-z0-9_-]*$/;
  if (![iv, tag, body].every((p) => b64url.test(p)) || !/^[0-9a-f]{16}$/.test(keyId)) {
    throw new NotesIntegrityError('it is not in the form this server writes');
  }
  return {
    keyId,
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    body: Buffer.from(body, 'base64url'),
  };
}

/**
 * Decrypts a stored text with whichever of `keys` sealed it. Throws NotesKeyError when none of
 * them did, NotesIntegrityError when the text, its tag or its context do not match.
 */
export function decryptText(stored: string, keys: readonly NotesKey[], context: string): string {
  const parts = partsOf(stored);
  const key = keys.find((k) => k.id === parts.keyId);
  if (!key) throw new NotesKeyError(parts.keyId);
  if (parts.iv.length !== IV_BYTES || parts.tag.length !== TAG_BYTES) {
    throw new NotesIntegrityError('its IV or tag has the wrong length');
  }
  const decipher = createDecipheriv('aes-256-gcm', key.key, parts.iv, {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(parts.tag);
  try {
    return Buffer.concat([decipher.update(parts.body), decipher.final()]).toString('utf8');
  } catch {
    throw new NotesIntegrityError('its authentication tag does not match');
  }
}
