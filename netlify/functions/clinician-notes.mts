import type { Config } from '@netlify/functions';
import { draftRequest, type NoteSessionView, type PATH } from '#/api/clinician-notes.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { readNote, saveDraft } from '#/server/notes/notes.server.ts';
import { NOTE_BODY_BYTES, noteBookingId } from '#/server/notes/params.ts';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * One session's note, for its clinician (and, to read, the clinical lead): GET reads it (each
 * reading of a note is audited), PUT saves the draft.
 */
export default handler(['GET', 'PUT'], async (request, context) => {
  if (request.method === 'PUT') assertSameOrigin(request);
  const clinician = await requireClinician(request);
  const bookingId = noteBookingId(context.params.booking);
  if (request.method === 'GET') {
    const answer: NoteSessionView = await readNote(db(), clinician, bookingId);
    return json(answer, 200, PRIVATE);
  }
  const body = await readJson(request, draftRequest, NOTE_BODY_BYTES);
  const answer: NoteSessionView = await saveDraft(db(), clinician, bookingId, body);
  return json(answer, 200, PRIVATE);
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician/notes/:booking' };
