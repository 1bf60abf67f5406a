/**
 * The life of a session note. A note begins as a draft once its session was marked attended;
 * its author may save the draft as often as they like and then sign it. A signed note is
 * locked: nothing in it changes again, and anything the author adds later is a dated amendment
 * kept beside the original. The server applies these rules (src/server/notes/) and the
 * database refuses a change to a signed note as well (migration 0025's trigger).
 */

export type NoteState = 'none' | 'draft' | 'signed';
export type NoteAction = 'save' | 'sign' | 'amend';

export const NOTE_MESSAGES = {
  notAttended: 'A note can be written once the session is marked attended.',
  signed: 'This note is signed, so it can no longer be changed. Add an amendment instead.',
  notSigned: 'Amendments are for signed notes. Change the draft itself, then sign it.',
  noNote: 'There is no note for this session yet.',
  notAuthor: 'Only the clinician who wrote this note can change it.',
  notFound: 'We could not find that session among yours.',
  incomplete: 'Fill in every section before you sign the note.',
  riskText: 'Describe the risk and what you did about it.',
  withheldReason: 'Say why this part is withheld from the client; they will read it.',
  saved: 'Draft saved.',
  signedDone: 'Note signed. It is now locked.',
  amended: 'Amendment added.',
} as const;

export interface NoteTransition {
  ok: boolean;
  /** The state after the action, when it is allowed. */
  next?: NoteState;
  /** Why the action is refused, in the words the clinician sees. */
  refusal?: string;
}

/**
 * What an action does to a note in `state`, for a session whose outcome is `attended` or not.
 * Saving creates the draft when there is none; signing (with the note's last words) locks it;
 * amending needs a signed note.
 */
export function transition(
  state: NoteState,
  action: NoteAction,
  sessionAttended: boolean,
): NoteTransition {
  if (!sessionAttended && state === 'none')
    return { ok: false, refusal: NOTE_MESSAGES.notAttended };
  switch (action) {
    case 'save':
      return state === 'signed'
        ? { ok: false, refusal: NOTE_MESSAGES.signed }
        : { ok: true, next: 'draft' };
    case 'sign':
      // Signing carries the note's last words, so a note may be written and signed at once.
      return state === 'signed'
        ? { ok: false, refusal: NOTE_MESSAGES.signed }
        : { ok: true, next: 'signed' };
    case 'amend':
      return state === 'signed'
        ? { ok: true, next: 'signed' }
        : { ok: false, refusal: NOTE_MESSAGES.notSigned };
  }
}

/** Who may read a note: its author, and the clinical lead. Never an admin. */
export function mayRead(
  note: { authorId: string },
  viewer: { clinicianId: string; clinicalLead: boolean },
): boolean {
  return note.authorId === viewer.clinicianId || viewer.clinicalLead;
}

/** Who may change a note (save, sign, amend): its author alone. */
export function mayWrite(note: { authorId: string }, viewer: { clinicianId: string }): boolean {
  return note.authorId === viewer.clinicianId;
}
