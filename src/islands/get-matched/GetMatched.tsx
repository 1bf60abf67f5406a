import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useRef } from 'react';
import { CONCERNS, concernsQuestion, LANGUAGES, MODES, WHO } from '#/lib/matching/options.ts';
import { initialState, QUESTION_STEPS, stepNumber } from '#/lib/matching/state.ts';
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
} from '#/stores/get-matched.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { CrisisHelp } from './CrisisHelp.tsx';
import { Result } from './Result.tsx';
import { focusAndReveal } from './reveal.ts';
import { ScreenerQuestions } from './ScreenerQuestions.tsx';
import type { Helpline, ServiceLink } from './types.ts';

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
}: {
  services: Record<string, ServiceLink>;
  helpline: Helpline;
}) {
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
    next();
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
          regionRef={crisisRegion}
          onContinue={state.step === 'screeners' ? continueQuestions : undefined}
        />
      )}

      {state.step === 'result' ? (
        <Result services={services} headingRef={stepHeading} />
      ) : (
        <form className="step" onSubmit={submit} noValidate>
          <p className="step__progress" id={PROGRESS_ID}>
            Step {number} of {QUESTION_STEPS}
          </p>
          {/* Widths come from the stylesheet: the Content-Security-Policy forbids inline styles. */}
          <div className="step__bar" data-step={number} aria-hidden="true">
            <span />
          </div>

          {state.step === 'who' && (
            <ChoiceGroup
              name="who"
              type="radio"
              legend={heading('Who is the help for?')}
              options={WHO}
              isChecked={(value) => state.who === value}
              onChange={(value) => setWho(value)}
              errorId={error ? ERROR_ID : undefined}
            />
          )}

          {state.step === 'concerns' && (
            <ChoiceGroup
              name="concerns"
              type="checkbox"
              legend={heading(concernsQuestion(state.who))}
              hint={
                state.who === 'myself'
                  ? 'Choose all that apply to you.'
                  : 'Choose all that apply, as far as you know.'
              }
              options={CONCERNS}
              isChecked={(value) => state.concerns.includes(value)}
              onChange={toggleConcern}
              errorId={error ? ERROR_ID : undefined}
            />
          )}

          {state.step === 'preferences' && (
            <>
              {heading('How would you like to meet?')}
              <ChoiceGroup
                name="language"
                type="radio"
                legend="Preferred language"
                options={LANGUAGES}
                isChecked={(value) => state.language === value}
                onChange={(value) => setLanguage(value)}
                errorId={error ? ERROR_ID : undefined}
              />
              <ChoiceGroup
                name="mode"
                type="radio"
                legend="Preferred way to meet"
                options={MODES}
                isChecked={(value) => state.mode === value}
                onChange={(value) => setMode(value)}
                errorId={error ? ERROR_ID : undefined}
              />
            </>
          )}

          {state.step === 'screeners' && (
            <>
              {heading('Optional: two short questionnaires')}
              <p>
                The PHQ-9 (about mood) and the GAD-7 (about worry) are questionnaires clinicians use
                the world over. They take about three minutes and can help your clinician understand
                how you have been. They are entirely optional: answer one, both or none.
              </p>
              <p>
                <button type="button" className="button button--ghost" onClick={skipScreeners}>
                  Skip this step and see my suggestions
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
                Back
              </button>
            )}
            <button type="submit" className="button">
              {state.step === 'screeners' ? 'See my suggestions' : 'Next'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
