import type { NoteBody, NoteBodyInput } from '#/features/notes/schemas.ts';
import { noteBodySchema } from '#/features/notes/schemas.ts';
import type { NoteTemplate } from '#/features/notes/templates.ts';
import { api, sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/**
 * One session's note, for its clinician (and the clinical lead, to read): GET the session, its
 * note and what may be done; PUT saves the draft. Every reading is audited.
 */
export const PATH = '/api/clinician/notes/:booking';

export const notesPath = (bookingId: string) =>
  `/api/clinician/notes/${encodeURIComponent(bookingId)}`;

/** PUT: the draft, as the note form holds it (the note's own schema). */
export const draftRequest = noteBodySchema;

export interface AmendmentView {
  id: string;
  text: string;
  author: string;
  createdAt: string;
}

export interface NoteView {
  id: string;
  template: NoteTemplate;
  status: 'draft' | 'signed';
  body: NoteBody;
  author: string;
  createdAt: string;
  updatedAt: string;
  signedAt: string | null;
  amendments: AmendmentView[];
}

/** GET, PUT and the note's actions answer the session, its note, and what may be done. */
export interface NoteSessionView {
  booking: {
    id: string;
    startsAt: string;
    endsAt: string;
    status: string;
    client: string;
    service: string;
    mode: string;
    clinician: string;
  };
  /** The template a new note is written in (the clinician's); a note keeps its own. */
  template: NoteTemplate;
  note: NoteView | null;
  /** The viewer is the session's clinician (the author): they may write, sign and amend. */
  canWrite: boolean;
  /** The session is marked attended, so a note may be begun. */
  attended: boolean;
}

export const readNote = (bookingId: string) => api<Json<NoteSessionView>>(notesPath(bookingId));

export const saveDraft = (bookingId: string, body: NoteBodyInput) =>
  sendJson<Json<NoteSessionView>>('PUT', notesPath(bookingId), body);
