import type { Config } from '@netlify/functions';
import { clinicianSchema } from '#/features/admin/calendar/schemas.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { listAllClinicians, saveClinician } from '#/server/bookings/clinician-admin.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';

/** The Clinicians tab: GET lists every clinician with hours and coming leave; POST adds one. */
export default handler(['GET', 'POST'], async (request) => {
  const admin = await requireAdmin(request);
  if (request.method === 'GET') return json({ clinicians: await listAllClinicians(db()) });
  const input = await readJson(request, clinicianSchema);
  return json({ id: await saveClinician(db(), admin, input) }, 201);
});

export const config: Config = { path: '/api/admin/clinicians' };
