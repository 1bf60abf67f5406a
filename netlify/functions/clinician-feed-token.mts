import type { Config } from '@netlify/functions';
import type { FeedAnswer, FeedRevokedAnswer, PATH } from '#/api/clinician-feed-token.ts';
import { requireClinician } from '#/server/auth/sign-ins.server.ts';
import { createFeed, revokeFeed } from '#/server/clinicians/feed.server.ts';
import { config as siteConfig } from '#/server/config.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';

/**
 * The clinician's calendar subscription: POST makes a new address (shown this once; any
 * address before it stops working), DELETE turns the feed off.
 */
export default handler(['POST', 'DELETE'], async (request) => {
  assertSameOrigin(request);
  const clinician = await requireClinician(request);
  if (request.method === 'DELETE') {
    await revokeFeed(db(), clinician);
    const answer: FeedRevokedAnswer = { revoked: true };
    return json(answer);
  }
  const { token, createdAt } = await createFeed(db(), clinician);
  const answer: FeedAnswer = {
    url: `${siteConfig().SITE_URL}/api/clinician-feed/${token}.ics`,
    createdAt,
  };
  return json(answer, 201, { 'cache-control': 'private, no-store' });
});

export const config: Config & { path: typeof PATH } = { path: '/api/clinician/feed' };
