import type { Config } from '@netlify/functions';
import type { PATH, PhotoAnswer } from '#/api/admin-clinician-photo.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { setClinicianPhoto } from '#/server/bookings/clinician-photo.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { pathParam } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';
import { readImageUpload } from '#/server/storage/upload.server.ts';

/** A clinician's profile photo: PUT (multipart, field `photo`) replaces it, DELETE removes it. */
export default handler(['PUT', 'DELETE'], async (request, context) => {
  assertSameOrigin(request);
  const admin = await requireAdmin(request);
  const slug = pathParam(context.params.slug, '');
  const upload = request.method === 'PUT' ? await readImageUpload(request, 'photo') : null;
  const answer: PhotoAnswer = { photoUrl: await setClinicianPhoto(db(), admin, slug, upload) };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/clinicians/:slug/photo' };
