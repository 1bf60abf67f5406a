import { useStore } from '@nanostores/react';
import { type Ref, useEffect } from 'react';
import { MODE_LABELS } from '#/lib/booking.ts';
import {
  $bookHref,
  $questionnaire,
  $scores,
  $suggestions,
  clearAnswers,
  setSaveWithBooking,
} from '#/stores/get-matched.ts';
import { $suggestedClinicians, loadClinicianList } from '#/stores/matched-clinicians.ts';
import type { ServiceLink } from './types.ts';

/** Clinicians who speak the chosen language and meet the chosen way, each linking to /book. */
function SuggestedClinicians() {
  const suggested = useStore($suggestedClinicians);
  useEffect(() => {
    void loadClinicianList();
  }, []);
  if (!suggested) return null;
  return (
    <section className="result__clinicians" aria-labelledby="clinicians-heading">
      <h2 id="clinicians-heading">Clinicians who fit your choices</h2>
      {suggested.length === 0 ? (
        <p>
          No clinician matches both your language and your way of meeting just now. "Find a time
          with a clinician" shows everyone with free times, and we are glad to help you by phone.
        </p>
      ) : (
        <ul className="result__services">
          {suggested.map(({ clinician, href }) => (
            <li key={clinician.slug} className="result__service">
              <h3>{clinician.name}</h3>
              <p>
                {clinician.role}
                {clinician.demo ? ' · demonstration profile, not a real person' : ''}
                <br />
                Speaks {clinician.languages.join(', ')} ·{' '}
                {clinician.modes.map((m) => MODE_LABELS[m]).join(', ')}
              </p>
              <a href={href}>See the free times of {clinician.name}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The result: the suggested services, a link to /book, the screeners' bands explained. */
export function Result({
  services,
  headingRef,
}: {
  services: Record<string, ServiceLink>;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const state = useStore($questionnaire);
  const suggestions = useStore($suggestions);
  const scores = useStore($scores);
  const bookHref = useStore($bookHref);
  const suggested = suggestions.flatMap((id) => (services[id] ? [{ id, ...services[id] }] : []));

  return (
    <section className="result" aria-labelledby="result-heading">
      <h2 id="result-heading" ref={headingRef} tabIndex={-1}>
        Your suggestions
      </h2>
      <p>
        From your answers, these services are a good place to start. At the first session your
        clinician listens first and, together, you decide what fits best.
      </p>
      <ul className="result__services">
        {suggested.map((service) => (
          <li key={service.id} className="result__service">
            <h3>
              <a href={service.href}>{service.title}</a>
            </h3>
            <p>{service.description}</p>
          </li>
        ))}
      </ul>
      <p className="result__book">
        <a className="button" href={bookHref}>
          Find a time with a clinician
        </a>
      </p>
      <SuggestedClinicians />

      {scores.length > 0 && (
        <section className="result__scores" aria-labelledby="scores-heading">
          <h2 id="scores-heading">Your questionnaire results</h2>
          <p>
            These are screeners: short questionnaires that help a clinician understand how you have
            been. They are not a test result or a diagnosis. Only a conversation with a clinician
            can tell what is going on and what will help.
          </p>
          {scores.map(({ screener, score }) => (
            <div key={screener.id} className="score">
              <h3>
                {screener.name} ({screener.about}): {score.band?.label}
              </h3>
              <p className="score__total">
                Score {score.total} out of {score.max}
              </p>
              <p>{score.band?.explanation}</p>
            </div>
          ))}
        </section>
      )}

      <section className="result__privacy" aria-labelledby="answers-heading">
        <h2 id="answers-heading">Your answers stay with you</h2>
        <p>
          Your answers were scored on this device and have not been sent to us. They stay on this
          page only and are forgotten when you leave it. If you would like your clinician to see
          them before your first session, tick the box below: they are then kept in this browser tab
          until you book, and sent to us with your booking.
        </p>
        <label className="choice choice--consent">
          <input
            type="checkbox"
            checked={state.saveWithBooking}
            onChange={(event) => setSaveWithBooking(event.currentTarget.checked)}
          />
          <span>Save my answers with my booking, so my clinician can read them</span>
        </label>
        <p>
          <button
            type="button"
            className="button button--ghost"
            // Back to step 1, whose heading then takes focus.
            onClick={clearAnswers}
          >
            Clear my answers and start again
          </button>
        </p>
      </section>
    </section>
  );
}
