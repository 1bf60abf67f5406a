import type { MeasureId } from './facts.ts';

/** What the API answers and accepts for outcome measures; shared by the functions and islands. */

/** One measure taken: its total and band (item answers stay on the server). */
export interface ProgressPoint {
  measure: MeasureId;
  total: number;
  band: string;
  takenAt: string;
  /** PHQ-9 item 9 above 0 on this one. */
  item9Flagged: boolean;
}

/** A person's measures over time, oldest first. */
export interface ProgressAnswer {
  points: ProgressPoint[];
}

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

/** My sessions' list: every session whose measures are open and not all filled in. */
export interface DueAnswer {
  due: DueMeasures[];
}

/** What sending the measures answers: this time's scores and the change since the first. */
export interface SentAnswer {
  results: { measure: MeasureId; total: number; band: string; change: number | null }[];
  /** Item 9 above 0: the page shows the crisis help at once. */
  crisis: boolean;
}
