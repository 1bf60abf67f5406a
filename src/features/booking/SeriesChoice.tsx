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
import type { Locale } from '#/lib/i18n.ts';
import type { MessageWords } from '#/lib/messages.ts';
import { Said } from './Said.tsx';
import { count, fill, sessionTime } from './session-time.ts';
import type { BookViewWords } from './words-book.ts';

interface Speech {
  w: BookViewWords;
  locale: Locale;
  m?: MessageWords;
}

/**
 * In the hold panel, for a customer with credits: the same time again every week or fortnight.
 * The times are listed, free or not, before anything is booked.
 */
export function SeriesChoice({ credits, w, locale, m }: { credits: number } & Speech) {
  // A choice belongs to its hold: the next time held starts at "Just this once".
  useEffect(() => () => chooseSeries({ every: '' }), []);
  const choice = useStore($seriesChoice);
  const series = useStore($series);
  const max = choice.every ? maxSeriesCount(choice.every) : 0;
  return (
    <fieldset className="booking-series">
      <legend>{w['series.legend']}</legend>
      <div className="booking-series__fields">
        <label>
          {w['series.often']}
          <select
            value={choice.every}
            onChange={(e) => chooseSeries({ every: e.target.value as typeof choice.every })}
          >
            <option value="">{w['series.once']}</option>
            <option value="week">{w['series.week']}</option>
            <option value="fortnight">{w['series.fortnight']}</option>
          </select>
        </label>
        {choice.every ? (
          <label>
            {w['series.count']}
            <select
              value={choice.count}
              onChange={(e) => chooseSeries({ count: Number(e.target.value) })}
            >
              {Array.from({ length: max - 1 }, (_, i) => i + 2).map((n) => (
                <option key={n} value={n}>
                  {count(locale, n)}
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
          {series.status === 'checking' ? w['series.checking'] : w['series.check']}
        </button>
      ) : null}
      {series.status === 'failed' ? <Said message={series.error} locale={locale} m={m} /> : null}
      {series.status === 'checked' ? <SeriesPlan credits={credits} w={w} locale={locale} /> : null}
    </fieldset>
  );
}

function SeriesPlan({ credits, w, locale }: { credits: number } & Speech) {
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
              {sessionTime(locale, w['time.when'], new Date(s.startsAt))}
              {': '}
              {i === 0
                ? w['series.held']
                : !s.free
                  ? w['series.notFree']
                  : withCredit
                    ? w['series.free']
                    : w['series.noCredit']}
            </li>
          );
        })}
      </ul>
      <p>
        {fill(w[credits === 1 ? 'series.summaryOne' : 'series.summaryMany'], {
          bookable: count(locale, bookable),
          total: count(locale, series.sessions.length),
          credits: count(locale, credits),
        })}
      </p>
      <button type="button" className="button" onClick={() => void bookSeries()}>
        {fill(w[bookable === 1 ? 'series.bookOne' : 'series.bookMany'], {
          n: count(locale, bookable),
        })}
      </button>
    </div>
  );
}
