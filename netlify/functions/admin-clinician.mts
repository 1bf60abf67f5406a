import type { Config } from '@netlify/functions';
import type { PATH } from '#/api/admin-clinician.ts';
import { type ClinicianSavedAnswer, clinicianRequest } from '#/api/admin-clinicians.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { saveClinician } from '#/server/bookings/clinician-admin.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { pathParam } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';

/** Updates one clinician and replaces their weekly hours (booked sessions stay). */
export default handler(['PUT'], async (request, context) => {
  const admin = await requireAdmin(request);
  const input = await readJson(request, clinicianRequest);
  const slug = pathParam(context.params.slug, '');
  const answer: ClinicianSavedAnswer = { id: await saveClinician(db(), admin, input, slug) };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/clinicians/:slug' };
