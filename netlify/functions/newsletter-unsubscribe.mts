import type { Config } from '@netlify/functions';
import { type PATH, unsubscribeTokenSchema } from '#/api/newsletter-unsubscribe.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { unsubscribe } from '#/server/newsletter/newsletter.server.ts';

/**
 * GET is the link in the e-mail (lands on a confirmation page); POST is the mail client's
 * one-click unsubscribe (RFC 8058). Both are idempotent.
 */
export default handler(['GET', 'POST'], async (request) => {
  const token = unsubscribeTokenSchema.parse(new URL(request.url).searchParams.get('token') ?? '');
  await unsubscribe(db(), token);
  if (request.method === 'POST') return new Response(null, { status: 204 });
  return new Response(null, { status: 303, headers: { location: '/newsletter/unsubscribed' } });
});

export const config: Config & { path: typeof PATH } = { path: '/api/newsletter/unsubscribe' };
