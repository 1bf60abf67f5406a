import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptText,
  encryptText,
  generateNotesKey,
  keyIdOf,
  keyIdOfText,
  NotesIntegrityError,
  NotesKeyError,
  parseNotesKey,
} from '#/server/notes/crypto.ts';

const key = parseNotesKey(generateNotesKey());
const other = parseNotesKey(generateNotesKey());
const NOTE = 'Client described panic on the train; practised paced breathing. Risk: none. नमस्ते';

describe('session notes encryption (AES-256-GCM)', () => {
  it('opens what it sealed, with the key and the row it was sealed for', () => {
    const stored = encryptText(NOTE, key, 'session-note:7');
    expect(decryptText(stored, [key], 'session-note:7')).toBe(NOTE);
    // Stored as version, key id, 96-bit IV, 128-bit tag and ciphertext; never the words.
    const [version, keyId, iv, tag] = stored.split('.');
    expect(version).toBe('n1');
    expect(keyId).toBe(key.id);
    expect(Buffer.from(iv!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag!, 'base64url')).toHaveLength(16);
    expect(stored).not.toContain('panic');
    expect(keyIdOfText(stored)).toBe(key.id);
  });

  it('draws a fresh IV each time, so the same words never look the same', () => {
    const a = encryptText(NOTE, key, 'session-note:7');
    const b = encryptText(NOTE, key, 'session-note:7');
    expect(a).not.toBe(b);
    expect(a.split('.')[2]).not.toBe(b.split('.')[2]);
  });

  it('refuses a wrong key by name', () => {
    const stored = encryptText(NOTE, key, 'session-note:7');
    expect(() => decryptText(stored, [other], 'session-note:7')).toThrow(NotesKeyError);
    // A different key passed off under the right id still does not open it.
    const impostor = { id: key.id, key: randomBytes(32) };
    expect(() => decryptText(stored, [impostor], 'session-note:7')).toThrow(NotesIntegrityError);
  });

  it('refuses a changed ciphertext, tag or IV, and a text moved to another row', () => {
    const stored = encryptText(NOTE, key, 'session-note:7');
    const parts = stored.split('.');
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    for (const index of [2, 3, 4]) {
      const tampered = parts.map((p, i) => (i === index ? flip(p) : p)).join('.');
      expect(() => decryptText(tampered, [key], 'session-note:7')).toThrow(NotesIntegrityError);
    }
    const cut = [...parts.slice(0, 4), parts[4]!.slice(0, -4)].join('.');
    expect(() => decryptText(cut, [key], 'session-note:7')).toThrow(NotesIntegrityError);
    expect(() => decryptText(stored, [key], 'session-note:8')).toThrow(NotesIntegrityError);
    expect(() => decryptText('plain words', [key], 'session-note:7')).toThrow(NotesIntegrityError);
  });

  it('reads text sealed under an earlier key while writing under the new one (rotation)', () => {
    const old = encryptText(NOTE, key, 'session-note:7');
    const fresh = encryptText(NOTE, other, 'session-note:7');
    const readable = [other, key];
    expect(decryptText(old, readable, 'session-note:7')).toBe(NOTE);
    expect(decryptText(fresh, readable, 'session-note:7')).toBe(NOTE);
    expect(keyIdOfText(old)).not.toBe(keyIdOfText(fresh));
  });

  it('accepts only a key of exactly 32 bytes in base64, and names it by a stable id', () => {
    expect(() => parseNotesKey(randomBytes(16).toString('base64'))).toThrow(/32 random bytes/);
    expect(() => parseNotesKey('not base64 at all!')).toThrow(/32 random bytes/);
    const text = generateNotesKey();
    expect(Buffer.from(text, 'base64')).toHaveLength(32);
    expect(parseNotesKey(text).id).toBe(keyIdOf(Buffer.from(text, 'base64')));
    expect(parseNotesKey(text).id).toMatch(/^[0-9a-f]{16}$/);
  });
});
