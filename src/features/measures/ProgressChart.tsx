import type { ProgressPoint } from '#/api/measures-progress.ts';
import {
  BANDS,
  MAX_TOTAL,
  MEASURE_IDS,
  MEASURE_NAMES,
  type MeasureId,
  measureFacts,
} from '#/features/measures/facts.ts';
import type { Locale } from '#/lib/i18n.ts';
import { changeIn, count, fill, measureDay } from './language.ts';
import type { ChartWords } from './words.ts';

/**
 * The PHQ-9 and the GAD-7 over time, one chart each: the published severity bands drawn behind,
 * the totals as a line of points, and beside each chart the same numbers as a table (what a
 * screen reader reads; the drawing is a picture with a one-line summary). Under them, the facts
 * a clinician acts on. Shared by My progress and the clinician's view of a client; nothing here
 * but React and ./facts.ts, to stay within 5 KB of JavaScript. Its words come as a prop, in the
 * page's language (./words.ts); the bands' names are the instruments' own and stay English,
 * marked as English on a Hindi or Marathi page.
 */

// The drawing's own units; it scales to its box (at most 560 px wide, the phone's width on a
// phone). The bands' names sit in a column of their own on the right, clear of the line.
const W = 360;
const H = 200;
const LEFT = 26;
const RIGHT = 116;
const TOP = 8;
const BOTTOM = 26;
const PAD = 22;

interface InLanguage {
  words: ChartWords;
  locale: Locale;
  /** `lang` of the bands' English names: en-IN on a Hindi or Marathi page, else nothing. */
  english: string | undefined;
}

function Chart({
  id,
  points,
  words: w,
  locale,
  english,
}: { id: MeasureId; points: ProgressPoint[] } & InLanguage) {
  const max = MAX_TOTAL[id];
  const y = (total: number) => TOP + (H - TOP - BOTTOM) * (1 - total / max);
  const plot = W - LEFT - RIGHT;
  const step = points.length > 1 ? (plot - 2 * PAD) / (points.length - 1) : 0;
  const x = (i: number) => LEFT + (points.length > 1 ? PAD + i * step : plot / 2);
  const bands = BANDS[id];
  const facts = measureFacts(
    id,
    points.map((p) => p.total),
  );
  const last = points[points.length - 1]!;
  const label = fill(w[points.length === 1 ? 'chart.labelOne' : 'chart.labelMany'], {
    name: MEASURE_NAMES[id],
    n: count(locale, points.length),
    total: count(locale, last.total),
    band: last.band,
    since:
      facts && facts.count > 1
        ? fill(w['chart.since'], { change: changeIn(w, locale, facts.change) })
        : '',
  });
  const every = Math.max(1, Math.ceil(points.length / 6));
  return (
    <svg className="progress-chart__svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      {bands.map((band, i) => {
        const top = i + 1 < bands.length ? bands[i + 1]!.from : max + 1;
        const y1 = y(Math.min(top, max));
        const y2 = y(band.from);
        return (
          <g key={band.label}>
            <rect
              className={`progress-chart__band progress-chart__band--${i}`}
              x={LEFT}
              y={y1}
              width={plot}
              height={y2 - y1}
            />
            <text
              className="progress-chart__band-label"
              x={W - RIGHT + 6}
              y={(y1 + y2) / 2 + 4}
              lang={english}
            >
              {band.label}
            </text>
            <text className="progress-chart__tick" x={LEFT - 4} y={y2 + 3}>
              {count(locale, band.from)}
            </text>
          </g>
        );
      })}
      <polyline
        className="progress-chart__line"
        points={points.map((p, i) => `${x(i)},${y(p.total)}`).join(' ')}
      />
      {points.map((p, i) => (
        <g key={p.takenAt}>
          <circle className="progress-chart__point" cx={x(i)} cy={y(p.total)} r={4.5} />
          {i % every === 0 || i === points.length - 1 ? (
            <text className="progress-chart__date" x={x(i)} y={H - 8}>
              {measureDay(locale, p.takenAt)}
            </text>
          ) : null}
        </g>
      ))}
      {facts && facts.reliableChange !== 'none' ? (
        <text className="progress-chart__marker" x={x(points.length - 1)} y={y(last.total) - 9}>
          {facts.reliableChange === 'improved' ? '★' : '!'}
        </text>
      ) : null}
    </svg>
  );
}

function Facts({
  id,
  points,
  words: w,
  locale,
}: { id: MeasureId; points: ProgressPoint[] } & Omit<InLanguage, 'english'>) {
  const facts = measureFacts(
    id,
    points.map((p) => p.total),
  );
  if (!facts) return null;
  if (facts.count === 1) {
    return <p className="progress-chart__facts-note">{w['facts.start']}</p>;
  }
  const yes = (value: boolean) => (value ? w['facts.yes'] : w['facts.notYet']);
  return (
    <dl className="progress-chart__facts">
      <dt>{w['facts.change']}</dt>
      <dd>
        {fill(w['facts.changeValue'], {
          change: changeIn(w, locale, facts.change),
          first: count(locale, facts.first),
          latest: count(locale, facts.latest),
        })}
      </dd>
      <dt>{w['facts.response']}</dt>
      <dd>{yes(facts.response)}</dd>
      <dt>{w['facts.remission']}</dt>
      <dd>{yes(facts.remission)}</dd>
      <dt>{w['facts.reliable']}</dt>
      <dd>
        {facts.reliableChange !== 'none' ? (
          <span aria-hidden="true">{facts.reliableChange === 'improved' ? '★ ' : '! '}</span>
        ) : null}
        {w[`reliable.${facts.reliableChange}`]}
      </dd>
    </dl>
  );
}

export function ProgressChart({
  points,
  words: w,
  locale = 'en',
  forClinician = false,
}: {
  points: ProgressPoint[];
  /** In the page's language. */
  words: ChartWords;
  locale?: Locale;
  /** The clinician's view adds the item-9 mark to each PHQ-9 row. */
  forClinician?: boolean;
}) {
  const english = locale === 'en' ? undefined : 'en-IN';
  const shown = MEASURE_IDS.filter((id) => points.some((p) => p.measure === id));
  return (
    <div className="progress-chart">
      {shown.map((id) => {
        const mine = points.filter((p) => p.measure === id);
        const headingId = `progress-${id}`;
        const flagged = forClinician && id === 'phq9';
        return (
          <section key={id} className="progress-chart__measure" aria-labelledby={headingId}>
            <h2 id={headingId}>{MEASURE_NAMES[id]}</h2>
            <div className="progress-chart__pair">
              <Chart id={id} points={mine} words={w} locale={locale} english={english} />
              <table className="progress-chart__table">
                <caption>
                  {fill(w['chart.caption'], {
                    name: MEASURE_NAMES[id],
                    max: count(locale, MAX_TOTAL[id]),
                  })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{w['chart.date']}</th>
                    <th scope="col">{w['chart.score']}</th>
                    <th scope="col">{w['chart.band']}</th>
                    {flagged ? <th scope="col">{w['chart.item9']}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {mine.map((p) => (
                    <tr key={p.takenAt}>
                      <th scope="row">{measureDay(locale, p.takenAt)}</th>
                      <td>{count(locale, p.total)}</td>
                      <td lang={english}>{p.band}</td>
                      {flagged ? (
                        <td className={p.item9Flagged ? 'progress-chart__flag' : undefined}>
                          {p.item9Flagged ? w['chart.item9Above'] : '0'}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Facts id={id} points={mine} words={w} locale={locale} />
          </section>
        );
      })}
    </div>
  );
}
