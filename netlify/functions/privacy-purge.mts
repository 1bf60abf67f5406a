import type { Config } from '@netlify/functions';
import { db } from '#/server/db/client.server.ts';
import { purgeExpiredData } from '#/server/privacy/retention.server.ts';

/** Daily: deletes what the retention settings no longer allow keeping (also `npm run privacy:purge`). */
export default async (): Promise<Response> => {
  const report = await purgeExpiredData(db());
  console.log(`[privacy] purge ${JSON.stringify(report)}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@daily' };
