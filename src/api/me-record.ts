import type { RecordSection } from '#/features/notes/record-text.ts';

/**
 * GET: the signed-in client's record (sessions, signed notes, what was withheld and why), at
 * once: JSON, or `?format=text` to read; `?download=1` saves it as a file. The privacy centre
 * links to it for the browser to download (src/pages/user/privacy.astro): there is no call here.
 */
export const PATH = '/api/me/record';

/** The record as JSON (the text version says the same in words). */
export interface ClientRecord {
  generatedAt: string;
  about: string;
  person: { name: string; email: string };
  sections: RecordSection[];
}
