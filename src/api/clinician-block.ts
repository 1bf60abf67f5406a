import { sendJson } from '#/lib/http.ts';
import type { BlockRemovedAnswer } from './admin-clinician-block.ts';
import type { Json } from './json.ts';

/** DELETE: removes one of the clinician's own blocks (audited). */
export const PATH = '/api/clinician/blocks/:block';

export const removeOwnBlock = (id: string) =>
  sendJson<Json<BlockRemovedAnswer>>('DELETE', `/api/clinician/blocks/${encodeURIComponent(id)}`);
