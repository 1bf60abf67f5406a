import { describe, expect, it } from 'vitest';
import { GAD7 } from '#/lib/screeners/gad7.ts';
import { PHQ9, phq9FlagsCrisis } from '#/lib/screeners/phq9.ts';
import {
  type Answer,
  type Answers,
  bandOf,
  noAnswers,
  RESPONSE_OPTIONS,
  scoreScreener,
} from '#/lib/screeners/screener.ts';

/** Answers adding up to `total`, spread over the items (3s first). */
function answersFor(items: number, total: number): Answers {
  return Array.from({ length: items }, (_, i) => Math.max(0, Math.min(3, total - 3 * i)) as Answer);
}

describe('the PHQ-9 and GAD-7 screeners', () => {
  it('use the published response options, scored 0 to 3', () => {
    expect(RESPONSE_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      [0, 'Not at all'],
      [1, 'Several days'],
      [2, 'More than half the days'],
      [3, 'Nearly every day'],
    ]);
  });

  it('have nine and seven items about the last two weeks', () => {
    expect(PHQ9.items).toHaveLength(9);
    expect(GAD7.items).toHaveLength(7);
    expect(PHQ9.question).toMatch(/^Over the last 2 weeks/);
    expect(GAD7.question).toMatch(/^Over the last 2 weeks/);
    expect(PHQ9.items[0]).toBe('Little interest or pleasure in doing things');
    expect(PHQ9.items[8]).toBe(
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    );
    expect(GAD7.items[0]).toBe('Feeling nervous, anxious, or on edge');
    expect(GAD7.items[6]).toBe('Feeling afraid as if something awful might happen');
  });

  it('band every PHQ-9 total from 0 to 27 as published', () => {
    const expected = (total: number) =>
      total <= 4
        ? 'Minimal'
        : total <= 9
          ? 'Mild'
          : total <= 14
            ? 'Moderate'
            : total <= 19
              ? 'Moderately severe'
              : 'Severe';
    for (let total = 0; total <= 27; total++) {
      const score = scoreScreener(PHQ9, answersFor(9, total));
      expect(score.total).toBe(total);
      expect(score.band?.label, `total ${total}`).toBe(expected(total));
    }
    expect(scoreScreener(PHQ9, answersFor(9, 27)).max).toBe(27);
  });

  it('band every GAD-7 total from 0 to 21 as published', () => {
    const expected = (total: number) =>
      total <= 4 ? 'Minimal' : total <= 9 ? 'Mild' : total <= 14 ? 'Moderate' : 'Severe';
    for (let total = 0; total <= 21; total++) {
      const score = scoreScreener(GAD7, answersFor(7, total));
      expect(score.total).toBe(total);
      expect(score.band?.label, `total ${total}`).toBe(expected(total));
    }
    expect(scoreScreener(GAD7, answersFor(7, 21)).max).toBe(21);
  });

  it('give no band until every item is answered', () => {
    const answers = answersFor(9, 12);
    answers[4] = null;
    const score = scoreScreener(PHQ9, answers);
    expect(score).toMatchObject({ answered: 8, complete: false, band: undefined });
    expect(scoreScreener(GAD7, noAnswers(GAD7))).toMatchObject({ answered: 0, total: 0 });
  });

  it('explain every band in plain words, never as a diagnosis, and urge soon for the higher ones', () => {
    for (const screener of [PHQ9, GAD7]) {
      for (const band of screener.bands) {
        expect(band.explanation).toMatch(/^Your answers suggest/);
        expect(band.explanation).not.toMatch(/you have|diagnos|disorder/i);
      }
      for (const band of screener.bands.filter((b) => b.from >= 15)) {
        expect(band.explanation).toMatch(/clinician/);
        expect(band.explanation).toMatch(/soon/);
      }
      expect(bandOf(screener, 0).label).toBe('Minimal');
    }
  });

  it('flag the crisis help for any answer above 0 to PHQ-9 item 9, whatever the total', () => {
    const answers = noAnswers(PHQ9);
    expect(phq9FlagsCrisis(answers)).toBe(false);
    answers[8] = 0;
    expect(phq9FlagsCrisis(answers)).toBe(false);
    for (const value of [1, 2, 3] as const) {
      answers[8] = value;
      expect(phq9FlagsCrisis(answers), `item 9 = ${value}`).toBe(true);
    }
    // Minimal total, still flagged: item 9 is a safety question.
    const minimal = answersFor(9, 0);
    minimal[8] = 1;
    expect(scoreScreener(PHQ9, minimal).band?.label).toBe('Minimal');
    expect(phq9FlagsCrisis(minimal)).toBe(true);
  });
});
