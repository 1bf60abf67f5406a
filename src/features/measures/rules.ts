import { GAD7 } from '#/lib/screeners/gad7.ts';
import { PHQ9, PHQ9_SELF_HARM_ITEM } from '#/lib/screeners/phq9.ts';
import { type Answer, bandOf, isAnswer, type Screener } from '#/lib/screeners/screener.ts';
import type { MeasureId } from './facts.ts';

/**
 * Outcome measures: the PHQ-9 and the GAD-7 (their wordings and published bands are in
 * src/lib/screeners/), taken again before sessions so that a client and their clinician can see
 * whether things are getting better. Scoring is here; the facts read from a series of totals are
 * in ./facts.ts.
 */

export const MEASURES: Record<MeasureId, Screener> = { phq9: PHQ9, gad7: GAD7 };

export interface MeasureScore {
  total: number;
  /** The published band of the total, e.g. "Moderately severe". */
  band: string;
  /** PHQ-9 item 9 (thoughts of being better off dead or of self-harm) answered above 0. */
  item9Flagged: boolean;
}

/** Whether every item of the measure has one of the four answers, and nothing more. */
export function completeAnswers(id: MeasureId, answers: readonly unknown[]): answers is Answer[] {
  return answers.length === MEASURES[id].items.length && answers.every(isAnswer);
}

/** Scores a complete set of answers; an incomplete one is refused, never half-scored. */
export function scoreMeasure(id: MeasureId, answers: readonly unknown[]): MeasureScore {
  if (!completeAnswers(id, answers)) {
    throw new RangeError(`${MEASURES[id].name} needs one answer from 0 to 3 for every item.`);
  }
  const total = answers.reduce<number>((sum, answer) => sum + answer, 0);
  return {
    total,
    band: bandOf(MEASURES[id], total).label,
    item9Flagged: id === 'phq9' && answers[PHQ9_SELF_HARM_ITEM]! > 0,
  };
}
