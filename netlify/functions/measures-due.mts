import type { Config } from '@netlify/functions';
import type { DueAnswer, PATH } from '#/api/measures-due.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { dueMeasures } from '#/server/measures/requests.server.ts';

/** My sessions' "Fill in before your session": the signed-in client's open measures. */
export default handler(['GET'], async (request) => {
  const signIn = await requireCustomer(db(), request);
  const answer: DueAnswer = { due: await dueMeasures(db(), signIn.userId!) };
  return json(answer, 200, { 'cache-control': 'private, no-store' });
});

export const config: Config & { path: typeof PATH } = { path: '/api/measures/due' };
