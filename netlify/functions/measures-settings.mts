import type { Config } from '@netlify/functions';
import { measureSettingSchema, serviceSlugSchema } from '#/lib/measures/schemas.ts';
import { requireAdmin } from '#/server/auth/sessions.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { listMeasureSettings, setMeasureSetting } from '#/server/measures/settings.server.ts';

/**
 * Which outcome measures each service asks for before its sessions, and how often. GET: the
 * services with a setting of their own (the others ask for PHQ-9 and GAD-7 before every
 * session). PUT .../<service>: an admin sets one (audited). No answer of any client is here.
 */
export default handler(['GET', 'PUT'], async (request, context) => {
  const admin = await requireAdmin(request);
  if (request.method === 'GET') return json({ settings: await listMeasureSettings(db()) });
  assertSameOrigin(request);
  const service = serviceSlugSchema.parse(context.params.service ?? '');
  const setting = await readJson(request, measureSettingSchema);
  await setMeasureSetting(db(), admin, service, setting);
  return json({ service, ...setting });
});

export const config: Config = {
  path: ['/api/admin/measure-settings', '/api/admin/measure-settings/:service'],
};
