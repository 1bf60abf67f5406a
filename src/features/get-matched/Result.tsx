import { useStore } from '@nanostores/react';
import { type Ref, useEffect } from 'react';
import {
  $bookHref,
  $questionnaire,
  $scores,
  $suggestions,
  clearAnswers,
  setSaveWithBooking,
} from '#/features/get-matched/get-matched.store.ts';
import {
  $suggestedClinicians,
  loadClinicianList,
} from '#/features/get-matched/matched-clinicians.store.ts';
import type { ServiceLink } from './types.ts';
import { fillIn, type GetMatchedKey, type GetMatchedWords } from './words.ts';

/** A clinician's language in the page's words, when it is one of the questions' choices. */
const languageName = (words: GetMatchedWords, language: string) =>
  words[`language.${language.toLowerCase()}` as GetMatchedKey] ?? language;

/** Clinicians who speak the chosen language and meet the chosen way, each linking to /book. */
function SuggestedClinicians({ words, base }: { words: GetMatchedWords; base: string }) {
  const suggested = useStore($suggestedClinicians);
  useEffect(() => {
    void loadClinicianList();
  }, []);
  if (!suggested) return null;
  return (
    <section className="result__clinicians" aria-labelledby="clinicians-heading">
      <h2 id="clinicians-heading">{words['clinicians.heading']}</h2>
      {suggested.length === 0 ? (
        <p>{words['clinicians.none']}</p>
      ) : (
        <ul className="result__services">
          {suggested.map(({ clinician, href }) => (
            <li key={clinician.slug} className="result__service">
              <h3>{clinician.name}</h3>
              <p>
                {clinician.role}
                {clinician.demo ? words['clinicians.demo'] : ''}
                <br />
                {fillIn(words['clinicians.speaks'], {
                  languages: clinician.languages.map((l) => languageName(words, l)).join(', '),
                })}{' '}
                · {clinician.modes.map((m) => words[`mode.${m}`]).join(', ')}
              </p>
              <a href={base + href}>
                {fillIn(words['clinicians.times'], { name: clinician.name })}
              </a>
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
  words,
  base,
  headingRef,
}: {
  services: Record<string, ServiceLink>;
  words: GetMatchedWords;
  /** The page's language prefix ("", "/hi" or "/mr"), for the links to /book. */
  base: string;
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
        {words['result.heading']}
      </h2>
      <p>{words['result.intro']}</p>
      <ul className="result__services">
        {suggested.map((service) => (
          <li key={service.id} className="result__service" lang={service.lang}>
            <h3>
              <a href={service.href}>{service.title}</a>
            </h3>
            <p>{service.description}</p>
          </li>
        ))}
      </ul>
      <p className="result__book">
        <a className="button" href={base + bookHref}>
          {words['result.book']}
        </a>
      </p>
      <SuggestedClinicians words={words} base={base} />

      {scores.length > 0 && (
        <section className="result__scores" aria-labelledby="scores-heading">
          <h2 id="scores-heading">{words['scores.heading']}</h2>
          <p>{words['scores.intro']}</p>
          {scores.map(({ screener, score }) => (
            // The bands' names and explanations are the instruments' own, in English for now.
            <div key={screener.id} className="score">
              <h3 lang="en-IN">
                {screener.name} ({screener.about}): {score.band?.label}
              </h3>
              <p className="score__total">
                {fillIn(words['scores.total'], { total: score.total, max: score.max })}
              </p>
              <p lang="en-IN">{score.band?.explanation}</p>
            </div>
          ))}
        </section>
      )}

      <section className="result__privacy" aria-labelledby="answers-heading">
        <h2 id="answers-heading">{words['answers.heading']}</h2>
        <p>{words['answers.text']}</p>
        <label className="choice choice--consent">
          <input
            type="checkbox"
            checked={state.saveWithBooking}
            onChange={(event) => setSaveWithBooking(event.currentTarget.checked)}
          />
          <span>{words['answers.save']}</span>
        </label>
        <p>
          <button
            type="button"
            className="button button--ghost"
            // Back to step 1, whose heading then takes focus.
            onClick={clearAnswers}
          >
            {words['answers.clear']}
          </button>
        </p>
      </section>
    </section>
  );
}
