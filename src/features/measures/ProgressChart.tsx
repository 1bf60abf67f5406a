import type { ProgressPoint } from '#/api/measures-progress.ts';
import {
  BANDS,
  describeChange,
  MAX_TOTAL,
  MEASURE_IDS,
  MEASURE_NAMES,
  type MeasureId,
  measureFacts,
} from '#/features/measures/facts.ts';

/**
 * The PHQ-9 and the GAD-7 over time, one chart each: the published severity bands drawn behind,
 * the totals as a line of points, and beside each chart the same numbers as a table (what a
 * screen reader reads; the drawing is a picture with a one-line summary). Under them, the facts
 * a clinician acts on. Shared by My progress and the clinician's view of a client; nothing here
 * but React and ./facts.ts, to stay within 5 KB of JavaScript.
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

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });

const RELIABLE_TEXT = {
  improved: 'Reliable improvement',
  deteriorated: 'Reliable worsening',
  none: 'Not yet',
} as const;

function Chart({ id, points }: { id: MeasureId; points: ProgressPoint[] }) {
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
  const label = `${MEASURE_NAMES[id]}: ${points.length} ${points.length === 1 ? 'measure' : 'measures'}, latest ${last.total} (${last.band})${facts && facts.count > 1 ? `, ${describeChange(facts.change)} since the first` : ''}.`;
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
            <text className="progress-chart__band-label" x={W - RIGHT + 6} y={(y1 + y2) / 2 + 4}>
              {band.label}
            </text>
            <text className="progress-chart__tick" x={LEFT - 4} y={y2 + 3}>
              {band.from}
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
              {day(p.takenAt)}
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

function Facts({ id, points }: { id: MeasureId; points: ProgressPoint[] }) {
  const facts = measureFacts(
    id,
    points.map((p) => p.total),
  );
  if (!facts) return null;
  if (facts.count === 1) {
    return (
      <p className="progress-chart__facts-note">
        This is the starting point: the change shows from the next time.
      </p>
    );
  }
  const yes = (value: boolean) => (value ? 'Yes' : 'Not yet');
  return (
    <dl className="progress-chart__facts">
      <dt>Change since the first</dt>
      <dd>
        {describeChange(facts.change)} ({facts.first} to {facts.latest})
      </dd>
      <dt>Response (score halved)</dt>
      <dd>{yes(facts.response)}</dd>
      <dt>Remission (under 5)</dt>
      <dd>{yes(facts.remission)}</dd>
      <dt>Reliable change</dt>
      <dd>
        {facts.reliableChange !== 'none' ? (
          <span aria-hidden="true">{facts.reliableChange === 'improved' ? '★ ' : '! '}</span>
        ) : null}
        {RELIABLE_TEXT[facts.reliableChange]}
      </dd>
    </dl>
  );
}

export function ProgressChart({
  points,
  forClinician = false,
}: {
  points: ProgressPoint[];
  /** The clinician's view adds the item-9 mark to each PHQ-9 row. */
  forClinician?: boolean;
}) {
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
              <Chart id={id} points={mine} />
              <table className="progress-chart__table">
                <caption>
                  {MEASURE_NAMES[id]} scores, out of {MAX_TOTAL[id]}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Score</th>
                    <th scope="col">Band</th>
                    {flagged ? <th scope="col">Item 9</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {mine.map((p) => (
                    <tr key={p.takenAt}>
                      <th scope="row">{day(p.takenAt)}</th>
                      <td>{p.total}</td>
                      <td>{p.band}</td>
                      {flagged ? (
                        <td className={p.item9Flagged ? 'progress-chart__flag' : undefined}>
                          {p.item9Flagged ? 'Above 0: check in' : '0'}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Facts id={id} points={mine} />
          </section>
        );
      })}
    </div>
  );
}
