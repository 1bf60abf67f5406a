import { answer, answerDifficulty } from '#/features/get-matched/get-matched.store.ts';
import { SCREENERS, type ScreenerId } from '#/features/get-matched/matching/state.ts';
import {
  type Answers,
  DIFFICULTY_OPTIONS,
  DIFFICULTY_QUESTION,
  type Difficulty,
} from '#/lib/screeners/screener.ts';
import { Questionnaire } from './views/Questionnaire.tsx';

/**
 * One screener: its published question, then each item as a group of the four answers, then its
 * closing question on how difficult the problems make life (asked as published, not scored).
 */
export function ScreenerQuestions({
  id,
  answers,
  difficulty,
}: {
  id: ScreenerId;
  answers: Answers;
  difficulty: Difficulty | null;
}) {
  return (
    // The instruments' published English (docs/decisions.md), marked as English on every page.
    <Questionnaire
      id={id}
      screener={SCREENERS[id]}
      answers={answers}
      onAnswer={(index, value) => answer(id, index, value)}
      heading="h3"
      lang="en-IN"
    >
      <fieldset className="screener-item screener-item--closing" id={`${id}-difficulty`}>
        <legend>{DIFFICULTY_QUESTION}</legend>
        <div className="screener-item__options">
          {DIFFICULTY_OPTIONS.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name={`${id}-difficulty`}
                value={option}
                checked={difficulty === option}
                onChange={() => answerDifficulty(id, option)}
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </Questionnaire>
  );
}
