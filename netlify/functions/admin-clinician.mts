import type { Config } from '@netlify/functions';
import { clinicianSchema } from '#/features/admin/calendar/schemas.ts';
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
  const input = await readJson(request, clinicianSchema);
  const slug = pathParam(context.params.slug, '');
  return json({ id: await saveClinician(db(), admin, input, slug) });
});

export const config: Config = { path: '/api/admin/clinicians/:slug' };
