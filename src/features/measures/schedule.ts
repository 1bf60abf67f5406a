import type { MeasureId } from './facts.ts';

/**
 * Which measures a service asks for, and how often: a setting per service (the table
 * measure_settings, keyed by the service's slug). A service without a row asks for the default:
 * PHQ-9 and GAD-7 before every session.
 */
export interface MeasureSetting {
  measures: MeasureId[];
  /** 1: before every session; 2: every 2nd session (the 1st, 3rd, 5th…); 0: never. */
  every: number;
}

export const DEFAULT_MEASURE_SETTING: MeasureSetting = { measures: ['phq9', 'gad7'], every: 1 };

/** The choices an admin has for how often; more than every 4th would lose the picture. */
export const MEASURE_FREQUENCIES = [
  { every: 1, label: 'Before every session' },
  { every: 2, label: 'Before every 2nd session' },
  { every: 3, label: 'Before every 3rd session' },
  { every: 4, label: 'Before every 4th session' },
  { every: 0, label: 'Never' },
] as const;

/**
 * The measures to ask for before a client's `sessionNumber`th session of a service (1 for the
 * first). The first session is always measured when the service measures at all: it is the
 * baseline every later change is read against.
 */
export function measuresForSession(setting: MeasureSetting, sessionNumber: number): MeasureId[] {
  if (setting.every < 1 || setting.measures.length === 0 || sessionNumber < 1) return [];
  return (sessionNumber - 1) % setting.every === 0 ? [...setting.measures] : [];
}

const HOUR = 3_600_000;

/** The request to fill the measures opens this long before the session's start. */
export const REQUEST_WINDOW_HOURS = 72;

/** When the request for a session opens and closes: 72 hours before its start, and its start. */
export function requestWindow(startsAt: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(startsAt.getTime() - REQUEST_WINDOW_HOURS * HOUR),
    closesAt: startsAt,
  };
}

/** Whether the measures for a session starting at `startsAt` can be filled in at `now`. */
export function requestOpen(startsAt: Date, now: Date): boolean {
  const { opensAt, closesAt } = requestWindow(startsAt);
  return now.getTime() >= opensAt.getTime() && now.getTime() < closesAt.getTime();
}
