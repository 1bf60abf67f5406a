import { useEffect, useState } from 'react';
import { type DueMeasures as Due, getDueMeasures } from '#/api/measures-due.ts';
import { MEASURE_NAMES } from '#/features/measures/facts.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';
import './progress.css';

/**
 * My sessions' "Fill in before your session": each coming session whose questions are open (the
 * 72 hours before it) and not yet answered, with the way to them and to My progress. Nothing
 * shows when there is nothing to fill in.
 */
export function DueMeasures() {
  const [due, setDue] = useState<Due[]>([]);
  useEffect(() => {
    void getDueMeasures().then((result) => {
      if (result.ok) setDue(result.data.due);
    });
  }, []);
  return (
    <section className="measures-due" aria-labelledby="measures-due-heading">
      <h2 id="measures-due-heading">Your progress</h2>
      {due.length > 0 ? (
        <ul>
          {due.map((d) => (
            <li key={d.bookingId} className="measures-panel">
              <h3>Fill in before your session</h3>
              <p>
                A few questions (
                {d.measures
                  .filter((m) => !m.done)
                  .map((m) => MEASURE_NAMES[m.measure])
                  .join(' and ')}
                ) before your session with {d.clinicianName} on{' '}
                {describeIndiaTime(new Date(d.startsAt))}. It takes about five minutes.
              </p>
              <a className="button" href={`/user/measures?booking=${d.bookingId}`}>
                Answer the questions
                <span className="visually-hidden">
                  {' '}
                  for {describeIndiaTime(new Date(d.startsAt))}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <a href="/user/progress">See your progress over time</a>
      </p>
    </section>
  );
}
