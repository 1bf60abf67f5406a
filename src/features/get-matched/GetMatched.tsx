import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useRef } from 'react';
import {
  $crisis,
  $questionnaire,
  $stepError,
  back,
  next,
  setLanguage,
  setMode,
  setWho,
  skipScreeners,
  toggleConcern,
} from '#/features/get-matched/get-matched.store.ts';
import {
  CONCERNS,
  LANGUAGES,
  MODES,
  WHO,
  type Who,
} from '#/features/get-matched/matching/options.ts';
import { initialState, QUESTION_STEPS, stepNumber } from '#/features/get-matched/matching/state.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { CrisisHelp } from './CrisisHelp.tsx';
import { GET_MATCHED_EN } from './matching/words.ts';
import { Result } from './Result.tsx';
import { focusAndReveal } from './reveal.ts';
import { ScreenerQuestions } from './ScreenerQuestions.tsx';
import type { Helpline, ServiceLink } from './types.ts';
import { fillIn, type GetMatchedKey, type GetMatchedWords } from './words.ts';

const ERROR_ID = 'get-matched-error';
const PROGRESS_ID = 'get-matched-progress';

/**
 * /get-matched: a few questions, one step at a time, then the optional PHQ-9 and GAD-7, then
 * the suggestions. Logic lives in the store; this component shows the step and moves focus:
 * to each new step's heading, and to the crisis help the moment it appears.
 */
export default function GetMatched({
  services,
  helpline,
  words = GET_MATCHED_EN,
  base = '',
}: {
  services: Record<string, ServiceLink>;
  helpline: Helpline;
  /** The page's language prefix ("", "/hi" or "/mr"), for the links to /book. */
  base?: string;
  /** The page's words in Hindi or Marathi; the English page passes none (matching/words.ts). */
  words?: GetMatchedWords;
}) {
  const w = (key: GetMatchedKey) => words[key];
  /** A list of choices with their labels in the page's language. */
  const labelled = <T extends string>(options: readonly { value: T }[], prefix: string) =>
    options.map(({ value }) => ({ value, label: words[`${prefix}.${value}` as GetMatchedKey] }));
  const concernsKey = (who: Who | null): GetMatchedKey =>
    who === 'myself' || who === 'child' || who === 'couple' ? `concerns.${who}` : 'concerns.other';
  // The server renders the first step; this tab's stored answers take over once hydrated.
  const state = useStore($questionnaire, { ssr: initialState });
  const crisis = useStore($crisis, { ssr: () => false });
  const error = useStore($stepError);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const crisisRegion = useRef<HTMLElement>(null);
  const shownStep = useRef<string | null>(null);
  const crisisShown = useRef(false);

  // Focus follows the person: to the crisis help when it first appears (it outranks everything),
  // otherwise to the heading of a step they have just moved to. Not on first load.
  useEffect(() => {
    const crisisAppeared = crisis && !crisisShown.current;
    crisisShown.current = crisis;
    const stepChanged = shownStep.current !== null && shownStep.current !== state.step;
    const firstRender = shownStep.current === null;
    shownStep.current = state.step;
    if (crisisAppeared && (!firstRender || state.step === 'result')) {
      focusAndReveal(crisisRegion.current);
    } else if (stepChanged && crisis && state.step === 'result') {
      focusAndReveal(crisisRegion.current);
    } else if (stepChanged) {
      // The step's heading takes focus; the view starts at its "Step n of 4" above it.
      focusAndReveal(stepHeading.current, stepHeading.current?.closest('form') ?? null);
    }
  }, [crisis, state.step]);

  const number = stepNumber(state.step);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    next(words);
  };

  const continueQuestions = () => {
    // Back to where the person was: the answer they just gave to item 9.
    document.querySelector<HTMLInputElement>('input[name="phq9-9"]:checked')?.focus();
  };

  const heading = (text: string) => (
    // Focus lands on the heading when a step opens: it carries the progress as its description.
    <h2 ref={stepHeading} tabIndex={-1} className="step__heading" aria-describedby={PROGRESS_ID}>
      {text}
    </h2>
  );

  return (
    <div className="get-matched">
      {crisis && (
        <CrisisHelp
          helpline={helpline}
          words={words}
          regionRef={crisisRegion}
          onContinue={state.step === 'screeners' ? continueQuestions : undefined}
        />
      )}

      {state.step === 'result' ? (
        <Result services={services} words={words} base={base} headingRef={stepHeading} />
      ) : (
        <form className="step" onSubmit={submit} noValidate>
          <p className="step__progress" id={PROGRESS_ID}>
            {fillIn(w('progress'), { n: number ?? '', total: QUESTION_STEPS })}
          </p>
          {/* Widths come from the stylesheet: the Content-Security-Policy forbids inline styles. */}
          <div className="step__bar" data-step={number} aria-hidden="true">
            <span />
          </div>

          {state.step === 'who' && (
            <ChoiceGroup
              name="who"
              type="radio"
              legend={heading(w('who.heading'))}
              options={labelled(WHO, 'who')}
              isChecked={(value) => state.who === value}
              onChange={(value) => setWho(value)}
              errorId={error ? ERROR_ID : undefined}
            />
          )}

          {state.step === 'concerns' && (
            <ChoiceGroup
              name="concerns"
              type="checkbox"
              legend={heading(w(concernsKey(state.who)))}
              hint={state.who === 'myself' ? w('concerns.hintMyself') : w('concerns.hintOther')}
              options={labelled(CONCERNS, 'concern')}
              isChecked={(value) => state.concerns.includes(value)}
              onChange={toggleConcern}
              errorId={error ? ERROR_ID : undefined}
            />
          )}

          {state.step === 'preferences' && (
            <>
              {heading(w('preferences.heading'))}
              <ChoiceGroup
                name="language"
                type="radio"
                legend={w('preferences.language')}
                options={labelled(LANGUAGES, 'language')}
                isChecked={(value) => state.language === value}
                onChange={(value) => setLanguage(value)}
                errorId={error ? ERROR_ID : undefined}
              />
              <ChoiceGroup
                name="mode"
                type="radio"
                legend={w('preferences.mode')}
                options={labelled(MODES, 'mode')}
                isChecked={(value) => state.mode === value}
                onChange={(value) => setMode(value)}
                errorId={error ? ERROR_ID : undefined}
              />
            </>
          )}

          {state.step === 'screeners' && (
            <>
              {heading(w('screeners.heading'))}
              <p>{w('screeners.intro')}</p>
              {/* On the Hindi and Marathi pages: why the questionnaires below stay in English. */}
              {w('screeners.inEnglish') && <p>{w('screeners.inEnglish')}</p>}
              <p>
                <button type="button" className="button button--ghost" onClick={skipScreeners}>
                  {w('screeners.skip')}
                </button>
              </p>
              <ScreenerQuestions
                id="phq9"
                answers={state.answers.phq9}
                difficulty={state.difficulty.phq9}
              />
              <ScreenerQuestions
                id="gad7"
                answers={state.answers.gad7}
                difficulty={state.difficulty.gad7}
              />
            </>
          )}

          <div role="alert" className="step__error-slot">
            {error && (
              <p id={ERROR_ID} className="step__error">
                {error}
              </p>
            )}
          </div>

          <div className="step__actions">
            {state.step !== 'who' && (
              <button type="button" className="button button--ghost" onClick={back}>
                {w('back')}
              </button>
            )}
            <button type="submit" className="button">
              {state.step === 'screeners' ? w('screeners.submit') : w('next')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
