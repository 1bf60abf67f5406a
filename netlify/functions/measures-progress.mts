import type { Config } from '@netlify/functions';
import type { PATH, ProgressAnswer } from '#/api/measures-progress.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { progressOf } from '#/server/measures/results.server.ts';

/** My progress: the signed-in client's PHQ-9 and GAD-7 totals over time (no item answers). */
export default handler(['GET'], async (request) => {
  const signIn = await requireCustomer(db(), request);
  const answer: ProgressAnswer = { points: await progressOf(db(), signIn.userId!) };
  return json(answer, 200, { 'cache-control': 'private, no-store' });
});

export const config: Config & { path: typeof PATH } = { path: '/api/measures/progress' };
