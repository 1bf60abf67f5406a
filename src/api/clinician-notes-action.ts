import { z } from 'zod';
import type { NoteBodyInput } from '#/features/notes/schemas.ts';
import { noteBodySchema } from '#/features/notes/schemas.ts';
import { NOTE_LIMITS } from '#/features/notes/templates.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { postJson } from '#/lib/http.ts';
import { type NoteSessionView, notesPath } from './clinician-notes.ts';
import type { Json } from './json.ts';

/** POST .../sign signs the note as written (final); POST .../amendments adds a dated amendment. */
export const PATH = '/api/clinician/notes/:booking/:action';

/** .../sign: the note as it is signed (the note's own schema). */
export const signRequest = noteBodySchema;

/** .../amendments: an amendment to a signed note, dated by the server, kept beside the original. */
export const amendmentRequest = defineSchema(() =>
  z.object({
    text: z
      .string()
      .trim()
      .min(1, 'Write the amendment.')
      .max(NOTE_LIMITS.amendment, 'The amendment is too long.'),
  }),
);

/** Both answer the session and its note as GET does (`NoteSessionView`). */
export type NoteActionAnswer = NoteSessionView;

export const signNote = (bookingId: string, body: NoteBodyInput) =>
  postJson<Json<NoteActionAnswer>>(`${notesPath(bookingId)}/sign`, body);

export const amendNote = (bookingId: string, text: string) =>
  postJson<Json<NoteActionAnswer>>(`${notesPath(bookingId)}/amendments`, { text });
