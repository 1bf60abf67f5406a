import type { Config } from '@netlify/functions';
import type { ClinicianMeAnswer, PATH } from '#/api/clinician-me.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { readOwnProfile } from '#/server/clinicians/own.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';

/** The signed-in clinician's own record: profile, hours, coming leave, whether a feed is on. */
export default handler(['GET'], async (request) => {
  const clinician = await requireClinician(request);
  const answer: ClinicianMeAnswer = {
    clinician: {
      ...(await readOwnProfile(db(), clinician)),
      clinicalLead: clinician.clinicalLead,
    },
  };
  return json(answer, 200, { 'cache-control': 'private, no-store' });
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician/me' };
