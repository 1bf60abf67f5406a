import type { Config } from '@netlify/functions';
import { amendmentSchema, noteBodySchema } from '#/features/notes/schemas.ts';
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
      const body = await readJson(request, noteBodySchema, NOTE_BODY_BYTES);
      return json(await signNote(db(), clinician, bookingId, body), 200, PRIVATE);
    }
    case 'amendments': {
      const { text } = await readJson(request, amendmentSchema, NOTE_BODY_BYTES);
      return json(await amendNote(db(), clinician, bookingId, text), 201, PRIVATE);
    }
    default:
      throw notFound('There is nothing at this address.');
  }
});

export const config: Config = { path: '/api/clinician/notes/:booking/:action' };
