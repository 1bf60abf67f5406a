import type { Config } from '@netlify/functions';
import { noteBodySchema } from '#/features/notes/schemas.ts';
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
    return json(await readNote(db(), clinician, bookingId), 200, PRIVATE);
  }
  const body = await readJson(request, noteBodySchema, NOTE_BODY_BYTES);
  return json(await saveDraft(db(), clinician, bookingId, body), 200, PRIVATE);
});

export const config: Config = { path: '/api/clinician/notes/:booking' };
