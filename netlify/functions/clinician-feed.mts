import type { Config } from '@netlify/functions';
import { feedTokenRequest, type PATH } from '#/api/clinician-feed.ts';
import { feedFor } from '#/server/clinicians/feed.server.ts';
import { config as siteConfig } from '#/server/config.ts';
import { db } from '#/server/db/client.server.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { pathParam } from '#/server/http/query.ts';
import { API_SECURITY_HEADERS } from '#/server/http/respond.ts';

const NOTHING = 'There is no calendar at this address.';

/**
 * A clinician's calendar subscription, opened by the secret in its address (phone calendars
 * send no cookie): their sessions without clients' names. A revoked or unknown token is a 404.
 */
export default handler(['GET'], async (_request, context) => {
  const file = pathParam(context.params.file, '');
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  if (!feedTokenRequest.safeParse(token).success) throw notFound(NOTHING);
  const ics = await feedFor(db(), token, siteConfig().SITE_URL);
  if (!ics) throw notFound(NOTHING);
  return new Response(ics, {
    headers: {
      ...API_SECURITY_HEADERS,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="psycortex-sessions.ics"',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician-feed/:file' };
