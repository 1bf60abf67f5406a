import { sql } from 'kysely';
import type { AmendmentView, NoteSessionView, NoteView } from '#/api/clinician-notes.ts';
import { type NoteBody, noteBodySchema, signingProblems } from '#/features/notes/schemas.ts';
import {
  mayRead,
  mayWrite,
  NOTE_MESSAGES,
  type NoteAction,
  type NoteState,
  transition,
} from '#/features/notes/state.ts';
import type { ClinicianSignIn } from '#/server/auth/sign-ins.server.ts';
import { auditClinician } from '#/server/clinicians/audit.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { conflict, HttpError, notFound } from '#/server/http/errors.ts';
import { decryptText, encryptText, NotesIntegrityError, NotesKeyError } from './crypto.ts';
import { notesKeys } from './keys.ts';

/**
 * Session notes: written by the session's clinician once it was marked attended, saved as a
 * draft, signed (then locked), amended after signing. Read only by their author and the
 * clinical lead, each reading written to the access log. No admin route reaches this file.
 *
 * Every function takes the signed-in clinician and the session's id; a session that is not
 * theirs is a 404 (the same answer as one that does not exist), except that the clinical lead
 * may read, never change, a note another clinician wrote.
 */

type Viewer = Pick<ClinicianSignIn, 'clinicianId' | 'name' | 'clinicalLead' | 'noteTemplate'>;

/** The encryption context of a note's body and of its amendments: bound to their session. */
export const noteContext = (bookingId: string) => `session-note:${bookingId}`;
export const amendmentContext = (noteId: string) => `note-amendment:${noteId}`;

/** A note's text could not be opened with the keys the server holds. */
const unreadable = () =>
  new HttpError(
    503,
    'note_unreadable',
    'This note cannot be opened with the key the site holds at the moment. Please tell the clinical lead.',
  );

export function openText(stored: string, context: string): string {
  try {
    return decryptText(stored, notesKeys().readable, context);
  } catch (error) {
    if (error instanceof NotesKeyError || error instanceof NotesIntegrityError) {
      console.error(`[notes] ${error.name}: ${error.message}`);
      throw unreadable();
    }
    throw error;
  }
}

export function sealText(plaintext: string, context: string): string {
  return encryptText(plaintext, notesKeys().current, context);
}

/** A stored note body, opened and checked against the schema it was written with. */
export function openBody(stored: string, bookingId: string): NoteBody {
  return noteBodySchema.parse(JSON.parse(openText(stored, noteContext(bookingId))));
}

const iso = (date: Date) => date.toISOString();

async function sessionRow(database: Db, bookingId: string, lock = false) {
  let query = database
    .selectFrom('bookings as b')
    .innerJoin('clinicians as c', 'c.id', 'b.clinician_id')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.clinician_id',
      'b.user_id',
      'b.status',
      'b.starts_at',
      'b.ends_at',
      'b.service_slug',
      'b.mode',
      'c.name as clinician',
      sql<string>`coalesce(nullif(u.name, ''), nullif(b.contact_name, ''), 'Client')`.as('client'),
    ])
    .where('b.id', '=', bookingId);
  if (lock) query = query.forUpdate('b');
  return query.executeTakeFirst();
}

async function noteRow(database: Db, bookingId: string, lock = false) {
  let query = database
    .selectFrom('session_notes as n')
    .innerJoin('clinicians as a', 'a.id', 'n.author_id')
    .select([
      'n.id',
      'n.author_id',
      'n.template',
      'n.body',
      'n.signed_at',
      'n.created_at',
      'n.updated_at',
      'a.name as author',
    ])
    .where('n.booking_id', '=', bookingId);
  if (lock) query = query.forUpdate('n');
  return query.executeTakeFirst();
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionRow>>>;
type NoteRow = NonNullable<Awaited<ReturnType<typeof noteRow>>>;

/** Whose record a note is about, as the access log names people. */
const subjectOf = (session: Pick<SessionRow, 'id' | 'user_id'>) =>
  session.user_id ? `user:${session.user_id}` : `booking:${session.id}`;

const stateOf = (note: NoteRow | undefined): NoteState =>
  !note ? 'none' : note.signed_at ? 'signed' : 'draft';

async function amendmentsOf(database: Db, noteId: string): Promise<AmendmentView[]> {
  const rows = await database
    .selectFrom('note_amendments as m')
    .innerJoin('clinicians as a', 'a.id', 'm.author_id')
    .select(['m.id', 'm.body', 'm.created_at', 'a.name as author'])
    .where('m.note_id', '=', noteId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  return rows.map((m) => ({
    id: m.id,
    text: openText(m.body, amendmentContext(noteId)),
    author: m.author,
    createdAt: iso(m.created_at),
  }));
}

async function noteView(database: Db, session: SessionRow, note: NoteRow): Promise<NoteView> {
  return {
    id: note.id,
    template: note.template,
    status: note.signed_at ? 'signed' : 'draft',
    body: openBody(note.body, session.id),
    author: note.author,
    createdAt: iso(note.created_at),
    updatedAt: iso(note.updated_at),
    signedAt: note.signed_at ? iso(note.signed_at) : null,
    amendments: await amendmentsOf(database, note.id),
  };
}

/**
 * The session and its note, as the note page shows them. The session's clinician sees their
 * session before there is a note; a note is seen by its author and the clinical lead. Anyone
 * else: 404. A reading of a note is written to the access log.
 */
export async function readNote(
  database: Db,
  viewer: Viewer,
  bookingId: string,
): Promise<NoteSessionView> {
  const session = await sessionRow(database, bookingId);
  if (!session) throw notFound(NOTE_MESSAGES.notFound);
  const note = await noteRow(database, bookingId);
  const own = session.clinician_id === viewer.clinicianId;
  // A note is read by its author and the clinical lead (not by a clinician the session was
  // handed to later); a session without one is seen by its own clinician only.
  if (note ? !mayRead({ authorId: note.author_id }, viewer) : !own) {
    throw notFound(NOTE_MESSAGES.notFound);
  }
  const view = note ? await noteView(database, session, note) : null;
  if (note) {
    await auditClinician(database, viewer, 'note.read', subjectOf(session), {
      note: note.id,
      booking: session.id,
    });
  }
  return {
    booking: {
      id: session.id,
      startsAt: iso(session.starts_at),
      endsAt: iso(session.ends_at),
      status: session.status,
      client: session.client,
      service: session.service_slug,
      mode: session.mode,
      clinician: session.clinician,
    },
    template: note?.template ?? viewer.noteTemplate,
    note: view,
    canWrite: own && (!note || mayWrite({ authorId: note.author_id }, viewer)),
    attended: session.status === 'attended',
  };
}

/**
 * Locks the session and its note for a change by `viewer`, and checks the action against the
 * note's state: 404 when the session is not theirs, 403 for the clinical lead on another's
 * note, 409 when the state refuses it.
 */
async function forChange(trx: Db, viewer: Viewer, bookingId: string, action: NoteAction) {
  const session = await sessionRow(trx, bookingId, true);
  const note = session ? await noteRow(trx, bookingId, true) : undefined;
  if (!session || session.clinician_id !== viewer.clinicianId) {
    if (session && note && mayRead({ authorId: note.author_id }, viewer)) {
      throw new HttpError(403, 'forbidden', NOTE_MESSAGES.notAuthor);
    }
    throw notFound(NOTE_MESSAGES.notFound);
  }
  if (note && !mayWrite({ authorId: note.author_id }, viewer)) {
    throw new HttpError(403, 'forbidden', NOTE_MESSAGES.notAuthor);
  }
  const step = transition(stateOf(note), action, session.status === 'attended');
  if (!step.ok) throw conflict(step.refusal!);
  return { session, note };
}

/** Writes the note's body (creating the draft, or replacing the draft's words). */
async function writeBody(
  trx: Db,
  viewer: Viewer,
  session: SessionRow,
  note: NoteRow | undefined,
  body: NoteBody,
  signedAt: Date | null,
): Promise<void> {
  const sealed = sealText(JSON.stringify(body), noteContext(session.id));
  const withheld = body.withheld.parts.length > 0;
  if (note) {
    if (note.template !== body.template) {
      throw conflict('A note keeps the template it was begun in.');
    }
    await trx
      .updateTable('session_notes')
      .set({
        body: sealed,
        withheld_from_client: withheld,
        signed_at: signedAt,
        updated_at: new Date(),
      })
      .where('id', '=', note.id)
      .execute();
  } else {
    await trx
      .insertInto('session_notes')
      .values({
        booking_id: session.id,
        author_id: viewer.clinicianId,
        template: body.template,
        body: sealed,
        withheld_from_client: withheld,
        signed_at: signedAt,
      })
      .execute();
  }
}

/** Saves the draft: 409 once the note is signed or while the session is not marked attended. */
export async function saveDraft(
  database: Db,
  viewer: Viewer,
  bookingId: string,
  body: NoteBody,
): Promise<NoteSessionView> {
  await database.transaction().execute(async (trx) => {
    const { session, note } = await forChange(trx, viewer, bookingId, 'save');
    await writeBody(trx, viewer, session, note, body, null);
  });
  return readNote(database, viewer, bookingId);
}

/**
 * Signs the note with its last words (written and signed at once when there was no draft):
 * every section must be written and a risk above none described (400 naming the fields).
 */
export async function signNote(
  database: Db,
  viewer: Viewer,
  bookingId: string,
  body: NoteBody,
): Promise<NoteSessionView> {
  await database.transaction().execute(async (trx) => {
    const { session, note } = await forChange(trx, viewer, bookingId, 'sign');
    const problems = signingProblems(body);
    if (Object.keys(problems).length > 0) {
      throw new HttpError(400, 'invalid_input', NOTE_MESSAGES.incomplete, { fields: problems });
    }
    await writeBody(trx, viewer, session, note, body, new Date());
  });
  return readNote(database, viewer, bookingId);
}

/** Adds a dated amendment to a signed note; the note itself stays as it was signed. */
export async function amendNote(
  database: Db,
  viewer: Viewer,
  bookingId: string,
  text: string,
): Promise<NoteSessionView> {
  await database.transaction().execute(async (trx) => {
    const { note } = await forChange(trx, viewer, bookingId, 'amend');
    await trx
      .insertInto('note_amendments')
      .values({
        note_id: note!.id,
        author_id: viewer.clinicianId,
        body: sealText(text, amendmentContext(note!.id)),
      })
      .execute();
  });
  return readNote(database, viewer, bookingId);
}
