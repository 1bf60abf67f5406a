import type { ProgressAnswer } from './measures-progress.ts';

/**
 * GET: a client's PHQ-9 and GAD-7 over time, for their clinician: 404 unless the person has a
 * booking with the signed-in clinician. Each reading is audited.
 */
export const PATH = '/api/clinician/clients/:userId/progress';

export const clientProgressPath = (userId: string) =>
  `/api/clinician/clients/${encodeURIComponent(userId)}/progress`;

/** The client's measures, and their name for the page's heading. */
export interface ClientProgressAnswer extends ProgressAnswer {
  name: string;
}
