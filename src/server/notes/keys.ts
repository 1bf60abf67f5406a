import { ConfigError, config } from '#/server/config.ts';
import { type NotesKey, parseNotesKey } from './crypto.ts';

export interface NotesKeys {
  /** What new text is encrypted under (NOTES_KEY). */
  current: NotesKey;
  /** Every key text may have been sealed under: the current one first, then NOTES_KEY_PREVIOUS. */
  readable: NotesKey[];
}

/**
 * The notes keys from the configuration. Without NOTES_KEY no note can be written or read: a
 * ConfigError naming it (answered as a 503 saying this part of the site is not available).
 */
export function notesKeys(): NotesKeys {
  const c = config();
  if (!c.NOTES_KEY) {
    throw new ConfigError(['NOTES_KEY'], 'NOTES_KEY is missing: session notes cannot be opened');
  }
  const current = parseNotesKey(c.NOTES_KEY);
  const previous = (c.NOTES_KEY_PREVIOUS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map(parseNotesKey);
  return { current, readable: [current, ...previous.filter((k) => k.id !== current.id)] };
}
