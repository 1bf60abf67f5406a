import type { Config } from '@netlify/functions';
import {
  type ClinicianSavedAnswer,
  type CliniciansAnswer,
  clinicianRequest,
  type PATH,
} from '#/api/admin-clinicians.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { listAllClinicians, saveClinician } from '#/server/bookings/clinician-admin.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';

/** The Clinicians tab: GET lists every clinician with hours and coming leave; POST adds one. */
export default handler(['GET', 'POST'], async (request) => {
  const admin = await requireAdmin(request);
  if (request.method === 'GET') {
    const answer: CliniciansAnswer = { clinicians: await listAllClinicians(db()) };
    return json(answer);
  }
  const input = await readJson(request, clinicianRequest);
  const answer: ClinicianSavedAnswer = { id: await saveClinician(db(), admin, input) };
  return json(answer, 201);
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/clinicians' };
