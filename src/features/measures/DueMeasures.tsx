import { useEffect, useState } from 'react';
import { type DueMeasures as Due, getDueMeasures } from '#/api/measures-due.ts';
import { fill } from '#/features/booking/session-time.ts';
import { MEASURE_NAMES } from '#/features/measures/facts.ts';
import './progress.css';

/** The texts of this part of My sessions, in the page's language (src/features/booking/words.ts). */
type DueWords = Record<
  'due.heading' | 'due.fill' | 'due.text' | 'due.and' | 'due.answer' | 'due.for' | 'due.progress',
  string
>;

/**
 * My sessions' "Fill in before your session": each coming session whose questions are open (the
 * 72 hours before it) and not yet answered, with the way to them and to My progress. Nothing
 * shows when there is nothing to fill in.
 */
export function DueMeasures({
  words: w,
  when,
  base,
}: {
  words: DueWords;
  /** A session's time in the page's language. */
  when: (instant: Date) => string;
  /** Where the measures pages are: /user, or /hi/user on a Hindi page. */
  base: string;
}) {
  const [due, setDue] = useState<Due[]>([]);
  useEffect(() => {
    void getDueMeasures().then((result) => {
      if (result.ok) setDue(result.data.due);
    });
  }, []);
  return (
    <section className="measures-due" aria-labelledby="measures-due-heading">
      <h2 id="measures-due-heading">{w['due.heading']}</h2>
      {due.length > 0 ? (
        <ul>
          {due.map((d) => (
            <li key={d.bookingId} className="measures-panel">
              <h3>{w['due.fill']}</h3>
              <p>
                {fill(w['due.text'], {
                  measures: d.measures
                    .filter((m) => !m.done)
                    .map((m) => MEASURE_NAMES[m.measure])
                    .join(w['due.and']),
                  name: d.clinicianName,
                  when: when(new Date(d.startsAt)),
                })}
              </p>
              <a className="button" href={`${base}/measures?booking=${d.bookingId}`}>
                {w['due.answer']}
                <span className="visually-hidden">
                  {' '}
                  {fill(w['due.for'], { when: when(new Date(d.startsAt)) })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <a href={`${base}/progress`}>{w['due.progress']}</a>
      </p>
    </section>
  );
}
