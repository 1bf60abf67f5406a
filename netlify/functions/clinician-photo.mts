import type { Config } from '@netlify/functions';
import type { PhotoAnswer } from '#/api/admin-clinician-photo.ts';
import type { PATH } from '#/api/clinician-photo.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { setOwnPhoto } from '#/server/clinicians/own.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { readImageUpload } from '#/server/storage/upload.server.ts';

/** The clinician's own profile photo: PUT (multipart, field `photo`) replaces it, DELETE removes it. */
export default handler(['PUT', 'DELETE'], async (request) => {
  assertSameOrigin(request);
  const clinician = await requireClinician(request);
  const upload = request.method === 'PUT' ? await readImageUpload(request, 'photo') : null;
  const answer: PhotoAnswer = { photoUrl: await setOwnPhoto(db(), clinician, upload) };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician/photo' };
