import type { Config } from '@netlify/functions';
import type { HealthAnswer, PATH } from '#/api/health.ts';
import { db } from '#/server/db/client.server.ts';
import { checkHealth } from '#/server/health.server.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';

export default handler(['GET'], async () => {
  const health = await checkHealth(db());
  return json(health satisfies HealthAnswer, health.ok ? 200 : 503);
});

export const config: Config & { path: typeof PATH } = { path: '/api/health' };
