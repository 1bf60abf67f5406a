import { sendJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/**
 * POST: a new address for the clinician's calendar feed (shown this once; any before it stops
 * working); DELETE: the feed stops.
 */
export const PATH = '/api/clinician/feed';

/** POST (201). */
export interface FeedAnswer {
  url: string;
  createdAt: Date;
}

/** DELETE. */
export interface FeedRevokedAnswer {
  revoked: true;
}

export const createFeed = () => sendJson<Json<FeedAnswer>>('POST', PATH);

export const revokeFeed = () => sendJson<Json<FeedRevokedAnswer>>('DELETE', PATH);
