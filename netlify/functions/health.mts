import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.server.ts';
import { checkHealth } from '../../src/server/health.server.ts';
import { handler } from '../../src/server/http/handler.ts';
import { json } from '../../src/server/http/respond.ts';

export default handler(['GET'], async () => {
  const health = await checkHealth(db());
  return json(health, health.ok ? 200 : 503);
});

export const config: Config = { path: '/api/health' };
