import type { NoteBody } from './schemas.ts';
import type { NoteTemplate } from './templates.ts';

/** What GET /api/clinician/notes/:booking answers: the session, its note, and what may be done. */
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

export interface AmendmentView {
  id: string;
  text: string;
  author: string;
  createdAt: string;
}
