import type { Config } from '@netlify/functions';
import type { ClientRecord, PATH } from '#/api/me-record.ts';
import { recordAsText } from '#/features/notes/record-text.ts';
import { requireCustomer } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { API_SECURITY_HEADERS, json } from '#/server/http/respond.ts';
import { clientRecord } from '#/server/privacy/record.server.ts';

/**
 * The signed-in client's record (sessions, signed notes, what was withheld and why), at once:
 * JSON, or `?format=text` to read; `?download=1` saves it as a file. Every note read is audited.
 */
export default handler(['GET'], async (request) => {
  const signIn = await requireCustomer(db(), request);
  const record: ClientRecord = await clientRecord(db(), signIn.userId!);
  const params = new URL(request.url).searchParams;
  const text = params.get('format') === 'text';
  const day = record.generatedAt.slice(0, 10);
  const file = `psycortex-my-record-${day}.${text ? 'txt' : 'json'}`;
  const headers: Record<string, string> = {
    'cache-control': 'private, no-store',
    ...(params.get('download') === '1'
      ? { 'content-disposition': `attachment; filename="${file}"` }
      : {}),
  };
  if (!text) return json(record, 200, headers);
  return new Response(recordAsText(record), {
    status: 200,
    headers: { ...API_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...headers },
  });
});

export const config: Config & { path: typeof PATH } = { path: '/api/me/record' };
