import type { Config } from '@netlify/functions';
import type { MyDataAnswer, PATH } from '#/api/me-data.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';
import { exportPersonalData } from '#/server/privacy/privacy.server.ts';

/** Everything held about the signed-in customer, as JSON (`?download=1` saves it as a file). */
export default handler(['GET'], async (request) => {
  const signIn = await requireCustomer(db(), request);
  const data = await exportPersonalData(db(), signIn.userId!);
  const download = new URL(request.url).searchParams.get('download') === '1';
  const day = data.exportedAt.slice(0, 10);
  return json(
    data satisfies MyDataAnswer,
    200,
    download
      ? { 'content-disposition': `attachment; filename="psycortex-my-data-${day}.json"` }
      : {},
  );
});

export const config: Config & { path: typeof PATH } = { path: '/api/me/data' };
