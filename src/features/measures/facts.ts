/**
 * The facts a clinician acts on, from a series of PHQ-9 or GAD-7 totals: change since the first
 * measure, response, remission and reliable change, and the published bands (their names; the
 * wordings are in src/lib/screeners/). Kept apart from the questionnaires' texts so that the
 * progress chart, which needs only these, stays small in the browser.
 */

export type MeasureId = 'phq9' | 'gad7';
export const MEASURE_IDS: readonly MeasureId[] = ['phq9', 'gad7'];

export const isMeasureId = (value: unknown): value is MeasureId =>
  value === 'phq9' || value === 'gad7';

export const MEASURE_NAMES: Record<MeasureId, string> = { phq9: 'PHQ-9', gad7: 'GAD-7' };

/** The highest total: 9 items of 0 to 3, and 7. */
export const MAX_TOTAL: Record<MeasureId, number> = { phq9: 27, gad7: 21 };

/** The published bands' lowest totals and names (tested equal to src/lib/screeners/). */
export const BANDS: Record<MeasureId, readonly { from: number; label: string }[]> = {
  phq9: [
    { from: 0, label: 'Minimal' },
    { from: 5, label: 'Mild' },
    { from: 10, label: 'Moderate' },
    { from: 15, label: 'Moderately severe' },
    { from: 20, label: 'Severe' },
  ],
  gad7: [
    { from: 0, label: 'Minimal' },
    { from: 5, label: 'Mild' },
    { from: 10, label: 'Moderate' },
    { from: 15, label: 'Severe' },
  ],
};

/** The band a total falls in, by its published name. */
export function bandLabel(id: MeasureId, total: number): string {
  let label = BANDS[id][0]!.label;
  for (const band of BANDS[id]) if (total >= band.from) label = band.label;
  return label;
}

/**
 * Reliable change, after Jacobson & Truax (1991, "Clinical significance: a statistical approach
 * to defining meaningful change in psychotherapy research", J Consult Clin Psychol 59:12–19): a
 * change larger than the measure's own unreliability could make (1.96 standard errors of the
 * difference). The thresholds are the commonly cited ones: 6 points for the PHQ-9, as in the
 * NHS Talking Therapies (formerly IAPT) manual's "reliable improvement", and 5 points for the
 * GAD-7 (that manual uses 4; 5 is the more cautious figure also in use). A change of at least
 * this many points counts as reliable.
 */
export const RELIABLE_CHANGE: Record<MeasureId, number> = { phq9: 6, gad7: 5 };

/** Below this total a measure is in the minimal band: remission, once it was above. */
export const REMISSION_BELOW: Record<MeasureId, number> = { phq9: 5, gad7: 5 };

export type ReliableChange = 'improved' | 'deteriorated' | 'none';

export interface MeasureFacts {
  /** How many times the measure was taken. */
  count: number;
  first: number;
  latest: number;
  /** latest − first: negative is better (fewer symptoms). */
  change: number;
  /** The latest total is at most half the first (a 50 % drop), the first above 0. */
  response: boolean;
  /** The latest total is under 5 after a first at 5 or more, on two or more measures. */
  remission: boolean;
  /** Whether the change since the first is larger than the measure's reliable change. */
  reliableChange: ReliableChange;
}

/**
 * What a series of totals (oldest first) says: change since the first, response, remission and
 * reliable change. One measure is a starting point, not a change: response, remission and
 * reliable change need at least two. Undefined for no totals.
 */
export function measureFacts(id: MeasureId, totals: readonly number[]): MeasureFacts | undefined {
  if (totals.length === 0) return undefined;
  const first = totals[0]!;
  const latest = totals[totals.length - 1]!;
  const change = latest - first;
  const repeated = totals.length >= 2;
  const threshold = RELIABLE_CHANGE[id];
  return {
    count: totals.length,
    first,
    latest,
    change,
    response: repeated && first > 0 && latest * 2 <= first,
    remission: repeated && first >= REMISSION_BELOW[id] && latest < REMISSION_BELOW[id],
    reliableChange: !repeated
      ? 'none'
      : -change >= threshold
        ? 'improved'
        : change >= threshold
          ? 'deteriorated'
          : 'none',
  };
}

/** "down 6 points", "up 2 points", "no change": a change in words, for tables and e-mails. */
export function describeChange(change: number): string {
  if (change === 0) return 'no change';
  const points = Math.abs(change) === 1 ? 'point' : 'points';
  return `${change < 0 ? 'down' : 'up'} ${Math.abs(change)} ${points}`;
}
