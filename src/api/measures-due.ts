import type { MeasureId } from '#/features/measures/facts.ts';
import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** GET: My sessions' "Fill in before your session": the signed-in client's open measures. */
export const PATH = '/api/measures/due';

/** The measures a booking asks for before it, as the answering page shows them. */
export interface DueMeasures {
  bookingId: string;
  startsAt: string;
  clinicianName: string;
  /** Still to fill in (open), or already sent for this session. */
  measures: { measure: MeasureId; done: boolean }[];
  /** The window is open: 72 hours before the start until the start. */
  open: boolean;
}

/** Every session whose measures are open and not all filled in. */
export interface DueAnswer {
  due: DueMeasures[];
}

export const getDueMeasures = () => api<Json<DueAnswer>>(PATH);
