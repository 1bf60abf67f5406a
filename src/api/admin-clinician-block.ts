/** DELETE: removes one block of a clinician's (audited). */
export const PATH = '/api/admin/clinicians/:slug/blocks/:block';

export const blockPath = (slug: string, block: string) =>
  `/api/admin/clinicians/${encodeURIComponent(slug)}/blocks/${encodeURIComponent(block)}`;

/** Whether there was such a block to remove. */
export interface BlockRemovedAnswer {
  removed: boolean;
}
