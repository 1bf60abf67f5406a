import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProgressPoint } from '#/api/measures-progress.ts';
import { ProgressChart } from '#/features/measures/ProgressChart.tsx';
import { CHART_WORDS_EN } from '#/features/measures/words.ts';
import mr from '../../../content/i18n/measures/mr.json' with { type: 'json' };

/**
 * The progress chart as drawn: one SVG per measure with the bands behind and a point per
 * measure, its summary as the picture's name, the same numbers in a table, and for the
 * clinician the item-9 mark of each PHQ-9.
 */

const point = (
  measure: 'phq9' | 'gad7',
  total: number,
  band: string,
  day: number,
  item9Flagged = false,
): ProgressPoint => ({
  measure,
  total,
  band,
  takenAt: `2026-11-${String(day).padStart(2, '0')}T05:00:00.000Z`,
  item9Flagged,
});

const POINTS = [
  point('phq9', 18, 'Moderately severe', 2),
  point('gad7', 9, 'Mild', 2),
  point('phq9', 15, 'Moderately severe', 9, true),
  point('phq9', 11, 'Moderate', 16),
];

const render = (forClinician = false) =>
  renderToStaticMarkup(
    createElement(ProgressChart, { points: POINTS, words: CHART_WORDS_EN, forClinician }),
  );

describe('the progress chart', () => {
  it('draws each measure with its bands, a point per measure and a summary as its name', () => {
    const html = render();
    expect(html.match(/<svg/g)).toHaveLength(2);
    expect(html.match(/<circle/g)).toHaveLength(4);
    // Five PHQ-9 bands and four GAD-7 bands behind the line.
    expect(html.match(/progress-chart__band--/g)).toHaveLength(9);
    expect(html).toContain(
      'aria-label="PHQ-9: 3 measures, latest 11 (Moderate), down 7 points since the first."',
    );
    expect(html).toContain('aria-label="GAD-7: 1 measure, latest 9 (Mild)."');
    // A reliable improvement (7 points ≥ 6) is marked on the chart and in the facts.
    expect(html).toContain('Reliable improvement');
    expect(html).toContain('down 7 points (18 to 11)');
  });

  it('gives the same numbers in a table, with the item-9 mark for the clinician only', () => {
    const client = render();
    expect(client).toContain('<caption>PHQ-9 scores, out of 27</caption>');
    expect(client).toContain('<th scope="row">9 Nov</th><td>15</td><td>Moderately severe</td>');
    expect(client).not.toContain('Item 9');
    const clinician = render(true);
    expect(clinician).toContain('<th scope="col">Item 9</th>');
    expect(clinician).toContain('Above 0: check in');
    expect(clinician.match(/Above 0: check in/g)).toHaveLength(1);
  });

  it('calls a single measure the starting point', () => {
    expect(render()).toContain('This is the starting point: the change shows from the next time.');
  });

  it("speaks Marathi on a Marathi page, in Devanagari digits, the bands' names marked English", () => {
    const html = renderToStaticMarkup(
      createElement(ProgressChart, { points: POINTS, words: mr, locale: 'mr' }),
    );
    expect(html).toContain(
      'aria-label="PHQ-9: ३ वेळा भरली, शेवटचे गुण ११ (Moderate), पहिल्या वेळेपासून ७ गुणांनी कमी."',
    );
    expect(html).toContain('<caption>PHQ-9 चे गुण, २७ पैकी</caption>');
    expect(html).toMatch(
      /<th scope="row">९ नोव्हें?\.?<\/th><td>१५<\/td><td lang="en-IN">Moderately severe<\/td>/,
    );
    expect(html).toContain('lang="en-IN">Severe</text>');
    expect(html).toContain('खात्रीची सुधारणा');
    expect(html).toContain('७ गुणांनी कमी (१८ वरून ११)');
    expect(html).not.toMatch(/Reliable|Date|Score|starting point/);
  });
});
