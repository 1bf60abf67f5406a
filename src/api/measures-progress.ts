import type { MeasureId } from '#/features/measures/facts.ts';

/** GET: My progress, the signed-in client's PHQ-9 and GAD-7 totals over time (no item answers). */
export const PATH = '/api/measures/progress';

/** One measure taken: its total and band (item answers stay on the server). */
export interface ProgressPoint {
  measure: MeasureId;
  total: number;
  band: string;
  takenAt: string;
  /** PHQ-9 item 9 above 0 on this one. */
  item9Flagged: boolean;
}

/** A person's measures over time, oldest first (a clinician's reading adds the client's name). */
export interface ProgressAnswer {
  points: ProgressPoint[];
}
