import { z } from 'zod';
import type { SharedAnswers } from '#/features/booking/booking-answers-schema.ts';
import type { SessionMode } from '#/features/booking/booking-rules.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { api } from '#/lib/http.ts';
import { isIndiaDate } from '#/lib/india-time.ts';
import type { BookedSession } from './bookings.ts';
import type { Json } from './json.ts';

/** GET: the clinician's own sessions and free times over a day or a week (audited). */
export const PATH = '/api/clinician/sessions';

export const ownSessionsQueryRequest = defineSchema(() =>
  z.object({
    from: z.string().refine(isIndiaDate, 'Give the first day as YYYY-MM-DD.'),
    days: z.coerce.number().int().min(1).max(7).default(1),
  }),
);

/** First and latest total of one measure, the change between them, and when the latest was. */
export interface MeasureTrend {
  first: number;
  latest: number;
  change: number;
  takenAt: string;
}

/** What a clinician's day shows beside a client: their measures in brief, and the item-9 mark. */
export interface MeasureSummary {
  phq9?: MeasureTrend;
  gad7?: MeasureTrend;
  /** The latest PHQ-9's item 9 was above 0. */
  item9Flagged: boolean;
}

/** One of the clinician's own sessions, as their day and week show it. */
export interface OwnSession extends BookedSession {
  language: string;
  /** The client: their account's id (for their progress) when they have one. */
  client: { name: string; userId: string | null };
  /** The get-matched answers the client chose to share with this session, if any. */
  answers: SharedAnswers | null;
  /** Attended or missed can be recorded now (confirmed, and it has begun). */
  canRecordOutcome: boolean;
  /** The client's measures in brief and the item-9 mark; null before their first measure. */
  measures: MeasureSummary | null;
  /** A confirmed video session's room on the site, while it is open (10 minutes before to 30 after). */
  roomUrl: string | null;
}

/** A time the clinician is free in their weekly hours (the booking page's own rule). */
export interface FreeTime {
  startsAt: Date;
  endsAt: Date;
  modes: SessionMode[];
  branch: string | null;
}

export interface OwnSessionsAnswer {
  sessions: OwnSession[];
  free: FreeTime[];
}

export const getOwnSessions = (from: string, days: number, signal?: AbortSignal) =>
  api<Json<OwnSessionsAnswer>>(`${PATH}?from=${from}&days=${days}`, { signal });
