import { describe, expect, it } from 'vitest';
import { sendMeasuresRequest } from '#/api/measures-booking.ts';
import {
  BANDS,
  bandLabel,
  describeChange,
  MAX_TOTAL,
  MEASURE_IDS,
  measureFacts,
} from '#/features/measures/facts.ts';
import { MEASURES, scoreMeasure } from '#/features/measures/rules.ts';
import {
  DEFAULT_MEASURE_SETTING,
  measuresForSession,
  REQUEST_WINDOW_HOURS,
  requestOpen,
  requestWindow,
} from '#/features/measures/schedule.ts';

const HOUR = 3_600_000;

describe('scoring the outcome measures', () => {
  it('sums the PHQ-9 and names its published bands at 0-4, 5-9, 10-14, 15-19 and 20-27', () => {
    const phq9 = (total: number) =>
      scoreMeasure(
        'phq9',
        Array.from({ length: 9 }, (_, i) => Math.max(0, Math.min(3, total - 3 * i))),
      );
    expect([0, 4, 5, 9, 10, 14, 15, 19, 20, 27].map((t) => [phq9(t).total, phq9(t).band])).toEqual([
      [0, 'Minimal'],
      [4, 'Minimal'],
      [5, 'Mild'],
      [9, 'Mild'],
      [10, 'Moderate'],
      [14, 'Moderate'],
      [15, 'Moderately severe'],
      [19, 'Moderately severe'],
      [20, 'Severe'],
      [27, 'Severe'],
    ]);
  });

  it('sums the GAD-7 and names its bands at 0-4, 5-9, 10-14 and 15-21', () => {
    const gad7 = (total: number) =>
      scoreMeasure(
        'gad7',
        Array.from({ length: 7 }, (_, i) => Math.max(0, Math.min(3, total - 3 * i))),
      );
    expect([4, 5, 9, 10, 14, 15, 21].map((t) => gad7(t).band)).toEqual([
      'Minimal',
      'Mild',
      'Mild',
      'Moderate',
      'Moderate',
      'Severe',
      'Severe',
    ]);
  });

  it('flags PHQ-9 item 9 above 0 whatever the total, and never the GAD-7', () => {
    expect(scoreMeasure('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1])).toMatchObject({
      total: 1,
      band: 'Minimal',
      item9Flagged: true,
    });
    expect(scoreMeasure('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0]).item9Flagged).toBe(false);
    expect(scoreMeasure('gad7', [3, 3, 3, 3, 3, 3, 3]).item9Flagged).toBe(false);
  });

  it('refuses an incomplete or out-of-range set of answers rather than half-scoring it', () => {
    expect(() => scoreMeasure('phq9', [1, 1, 1])).toThrow(RangeError);
    expect(() => scoreMeasure('gad7', [0, 0, 0, 0, 0, 0, 4])).toThrow(RangeError);
    expect(() => scoreMeasure('gad7', [0, 0, 0, 0, 0, 0, null])).toThrow(RangeError);
    expect(() => scoreMeasure('gad7', [0, 0, 0, 0, 0, 0, 0, 0, 0])).toThrow(RangeError);
  });

  it('keeps the chart’s bands equal to the published ones of src/lib/screeners', () => {
    for (const id of MEASURE_IDS) {
      expect(BANDS[id]).toEqual(MEASURES[id].bands.map((b) => ({ from: b.from, label: b.label })));
      expect(MAX_TOTAL[id]).toBe(MEASURES[id].items.length * 3);
      expect(bandLabel(id, MAX_TOTAL[id])).toBe(BANDS[id][BANDS[id].length - 1]!.label);
    }
  });

  it('accepts answers 0 to 3 only, for the two measures only', () => {
    const ok = { answers: [{ measure: 'gad7', items: [0, 1, 2, 3, 0, 1, 2] }] };
    expect(sendMeasuresRequest.safeParse(ok).success).toBe(true);
    expect(
      sendMeasuresRequest.safeParse({
        answers: [{ measure: 'gad7', items: [0, 1, 2, 3, 0, 1, 4] }],
      }).success,
    ).toBe(false);
    expect(
      sendMeasuresRequest.safeParse({ answers: [{ measure: 'k10', items: [0] }] }).success,
    ).toBe(false);
    expect(sendMeasuresRequest.safeParse({ answers: [] }).success).toBe(false);
  });
});

describe('the facts a clinician acts on', () => {
  it('reads change since the first measure, negative for fewer symptoms', () => {
    expect(measureFacts('phq9', [18, 15, 12])).toMatchObject({ first: 18, latest: 12, change: -6 });
    expect(measureFacts('gad7', [8, 11])).toMatchObject({ change: 3 });
    expect(measureFacts('phq9', [])).toBeUndefined();
    expect(describeChange(-6)).toBe('down 6 points');
    expect(describeChange(1)).toBe('up 1 point');
    expect(describeChange(0)).toBe('no change');
  });

  it('counts a response at a 50 % drop from the first, not before', () => {
    expect(measureFacts('phq9', [20, 10])!.response).toBe(true);
    expect(measureFacts('phq9', [20, 11])!.response).toBe(false);
    expect(measureFacts('gad7', [15, 7])!.response).toBe(true);
    // One measure is a starting point; a first of 0 cannot halve.
    expect(measureFacts('phq9', [12])!.response).toBe(false);
    expect(measureFacts('phq9', [0, 0])!.response).toBe(false);
  });

  it('counts remission under 5, once the first was at 5 or above', () => {
    expect(measureFacts('phq9', [12, 4])!.remission).toBe(true);
    expect(measureFacts('phq9', [12, 5])!.remission).toBe(false);
    expect(measureFacts('gad7', [9, 3])!.remission).toBe(true);
    expect(measureFacts('phq9', [3, 2])!.remission).toBe(false);
    expect(measureFacts('phq9', [4])!.remission).toBe(false);
  });

  it('marks a reliable change at 6 PHQ-9 points and 5 GAD-7 points, either way', () => {
    expect(measureFacts('phq9', [16, 10])!.reliableChange).toBe('improved');
    expect(measureFacts('phq9', [16, 11])!.reliableChange).toBe('none');
    expect(measureFacts('phq9', [8, 14])!.reliableChange).toBe('deteriorated');
    expect(measureFacts('gad7', [12, 7])!.reliableChange).toBe('improved');
    expect(measureFacts('gad7', [12, 8])!.reliableChange).toBe('none');
    expect(measureFacts('gad7', [3, 8])!.reliableChange).toBe('deteriorated');
    // Against the first measure, not the one before the latest.
    expect(measureFacts('phq9', [16, 14, 12, 10])!.reliableChange).toBe('improved');
  });
});

describe('the measure schedule', () => {
  it('asks for PHQ-9 and GAD-7 before every session by default', () => {
    expect(DEFAULT_MEASURE_SETTING).toEqual({ measures: ['phq9', 'gad7'], every: 1 });
    for (const n of [1, 2, 3, 7]) {
      expect(measuresForSession(DEFAULT_MEASURE_SETTING, n)).toEqual(['phq9', 'gad7']);
    }
  });

  it('asks every 2nd session from the first (the baseline), and never when set to never', () => {
    const second = { measures: ['phq9' as const], every: 2 };
    expect([1, 2, 3, 4, 5].map((n) => measuresForSession(second, n))).toEqual([
      ['phq9'],
      [],
      ['phq9'],
      [],
      ['phq9'],
    ]);
    expect(measuresForSession({ measures: ['phq9', 'gad7'], every: 0 }, 1)).toEqual([]);
    expect(measuresForSession({ measures: [], every: 1 }, 1)).toEqual([]);
  });

  it('opens the request 72 hours before the start and closes it at the start', () => {
    const startsAt = new Date('2026-12-10T10:00:00Z');
    expect(REQUEST_WINDOW_HOURS).toBe(72);
    expect(requestWindow(startsAt).opensAt.toISOString()).toBe('2026-12-07T10:00:00.000Z');
    expect(requestOpen(startsAt, new Date(startsAt.getTime() - 72 * HOUR - 1))).toBe(false);
    expect(requestOpen(startsAt, new Date(startsAt.getTime() - 72 * HOUR))).toBe(true);
    expect(requestOpen(startsAt, new Date(startsAt.getTime() - 1))).toBe(true);
    expect(requestOpen(startsAt, startsAt)).toBe(false);
  });
});
