import type { Config } from '@netlify/functions';
import type { MeasureSettingsAnswer, PATH } from '#/api/measures-settings.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { listMeasureSettings } from '#/server/measures/settings.server.ts';

/**
 * Which outcome measures each service asks for before its sessions, and how often: the services
 * with a setting of their own (the others ask for PHQ-9 and GAD-7 before every session). No
 * answer of any client is here.
 */
export default handler(['GET'], async (request) => {
  await requireAdmin(request);
  const answer: MeasureSettingsAnswer = { settings: await listMeasureSettings(db()) };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/measure-settings' };
