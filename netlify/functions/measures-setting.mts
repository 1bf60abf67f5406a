import type { Config } from '@netlify/functions';
import {
  type MeasureSettingAnswer,
  measureSettingRequest,
  type PATH,
} from '#/api/measures-setting.ts';
import { serviceSlugSchema } from '#/features/measures/schemas.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { readJson } from '#/server/http/body.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { setMeasureSetting } from '#/server/measures/settings.server.ts';

/** An admin sets which outcome measures one service asks for, and how often (audited). */
export default handler(['PUT'], async (request, context) => {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const service = serviceSlugSchema.parse(context.params.service ?? '');
  const setting = await readJson(request, measureSettingRequest);
  await setMeasureSetting(db(), admin, service, setting);
  const answer: MeasureSettingAnswer = { service, ...setting };
  return json(answer);
});

export const config: Config & { path: typeof PATH } = {
  path: '/api/admin/measure-settings/:service',
};
