import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { maxSeriesCount } from '#/features/booking/booking-rules.ts';
import {
  $series,
  $seriesChoice,
  bookSeries,
  checkSeries,
  chooseSeries,
} from '#/features/booking/booking-series.store.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';

/**
 * In the hold panel, for a customer with credits: the same time again every week or fortnight.
 * The times are listed, free or not, before anything is booked.
 */
export function SeriesChoice({ credits }: { credits: number }) {
  // A choice belongs to its hold: the next time held starts at "Just this once".
  useEffect(() => () => chooseSeries({ every: '' }), []);
  const choice = useStore($seriesChoice);
  const series = useStore($series);
  const max = choice.every ? maxSeriesCount(choice.every) : 0;
  return (
    <fieldset className="booking-series">
      <legend>Book the same time again?</legend>
      <div className="booking-series__fields">
        <label>
          How often
          <select
            value={choice.every}
            onChange={(e) => chooseSeries({ every: e.target.value as typeof choice.every })}
          >
            <option value="">Just this once</option>
            <option value="week">Every week</option>
            <option value="fortnight">Every fortnight</option>
          </select>
        </label>
        {choice.every ? (
          <label>
            Sessions in all
            <select
              value={choice.count}
              onChange={(e) => chooseSeries({ count: Number(e.target.value) })}
            >
              {Array.from({ length: max - 1 }, (_, i) => i + 2).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {choice.every && series.status !== 'checked' ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={series.status === 'checking'}
          onClick={() => void checkSeries()}
        >
          {series.status === 'checking' ? 'Checking the times…' : 'Check these times'}
        </button>
      ) : null}
      {series.status === 'failed' ? <p role="alert">{series.message}</p> : null}
      {series.status === 'checked' ? <SeriesPlan credits={credits} /> : null}
    </fieldset>
  );
}

function SeriesPlan({ credits }: { credits: number }) {
  const series = useStore($series);
  if (series.status !== 'checked') return null;
  const free = series.sessions.filter((s) => s.free);
  const bookable = Math.min(free.length, series.credits);
  return (
    <div role="status" className="booking-series__plan">
      <ul>
        {series.sessions.map((s, i) => {
          const withCredit = s.free && free.indexOf(s) < series.credits;
          return (
            <li key={s.startsAt}>
              {describeIndiaTime(new Date(s.startsAt))}
              {i === 0
                ? ': held for you'
                : !s.free
                  ? ': not free, left out'
                  : withCredit
                    ? ': free'
                    : ': free, but no session credit left for it'}
            </li>
          );
        })}
      </ul>
      <p>
        {bookable} of {series.sessions.length} can be booked with your {credits} session{' '}
        {credits === 1 ? 'credit' : 'credits'}.
      </p>
      <button type="button" className="button" onClick={() => void bookSeries()}>
        Book {bookable} {bookable === 1 ? 'session' : 'sessions'}
      </button>
    </div>
  );
}
