import type { Config } from '@netlify/functions';
import type { ClientProgressAnswer, PATH } from '#/api/clinician-progress.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { clientProgress } from '#/server/measures/clients.server.ts';

/**
 * A client's PHQ-9 and GAD-7 over time, for their clinician: 404 unless the person has a
 * booking with the signed-in clinician. Each reading is audited.
 */
export default handler(['GET'], async (request, context) => {
  const clinician = await requireClinician(request);
  const progress: ClientProgressAnswer = await clientProgress(
    db(),
    clinician,
    context.params.userId ?? '',
  );
  return json(progress, 200, { 'cache-control': 'private, no-store' });
});

export const config: Config & { path: typeof PATH } = {
  path: '/api/clinician/clients/:userId/progress',
};
