import type { Config } from '@netlify/functions';
import {
  amendmentRequest,
  type NoteActionAnswer,
  type PATH,
  signRequest,
} from '#/api/clinician-notes-action.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { amendNote, signNote } from '#/server/notes/notes.server.ts';
import { NOTE_BODY_BYTES, noteBookingId } from '#/server/notes/params.ts';

const PRIVATE = { 'cache-control': 'private, no-store' };

/** Signs a session's note (locking it), or adds a dated amendment to a signed one. */
export default handler(['POST'], async (request, context) => {
  assertSameOrigin(request);
  const clinician = await requireClinician(request);
  const bookingId = noteBookingId(context.params.booking);
  switch (context.params.action) {
    case 'sign': {
      const body = await readJson(request, signRequest, NOTE_BODY_BYTES);
      const answer: NoteActionAnswer = await signNote(db(), clinician, bookingId, body);
      return json(answer, 200, PRIVATE);
    }
    case 'amendments': {
      const { text } = await readJson(request, amendmentRequest, NOTE_BODY_BYTES);
      const answer: NoteActionAnswer = await amendNote(db(), clinician, bookingId, text);
      return json(answer, 201, PRIVATE);
    }
    default:
      throw notFound('There is nothing at this address.');
  }
});

export const config: Config & { path: typeof PATH } = {
  path: '/api/clinician/notes/:booking/:action',
};
