import { sendJson } from '#/lib/http.ts';
import type { BlockAddedAnswer } from './admin-clinician-blocks.ts';
import type { Json } from './json.ts';

/**
 * POST: leave or a blocked time, by the clinician for themselves (audited). The body is the
 * admin's own block (`blockRequest` in ./admin-clinician-blocks.ts), and so is the answer.
 */
export const PATH = '/api/clinician/blocks';

export const addOwnBlock = (block: {
  kind: 'leave' | 'blocked';
  startsAt: string;
  endsAt: string;
  reason: string;
}) => sendJson<Json<BlockAddedAnswer>>('POST', PATH, block);
