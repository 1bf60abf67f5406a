import { answer, answerDifficulty } from '#/features/get-matched/get-matched.store.ts';
import { SCREENERS, type ScreenerId } from '#/features/get-matched/matching/state.ts';
import {
  type Answers,
  DIFFICULTY_OPTIONS,
  DIFFICULTY_QUESTION,
  type Difficulty,
  RESPONSE_OPTIONS,
} from '#/lib/screeners/screener.ts';

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
  const screener = SCREENERS[id];
  const headingId = `${id}-heading`;
  return (
    // The instruments' published English (docs/decisions.md), marked as English on every page.
    <section className="screener" aria-labelledby={headingId} lang="en-IN">
      <h3 id={headingId}>
        {screener.name}: {screener.about}
      </h3>
      <p className="screener__question">{screener.question}</p>
      <ol className="screener__items">
        {screener.items.map((item, index) => (
          <li key={item}>
            <fieldset className="screener-item" id={`${id}-item-${index + 1}`}>
              <legend>
                <span className="screener-item__number">{index + 1}.</span> {item}
              </legend>
              <div className="screener-item__options">
                {RESPONSE_OPTIONS.map((option) => (
                  <label key={option.value} className="choice">
                    <input
                      type="radio"
                      name={`${id}-${index + 1}`}
                      value={option.value}
                      checked={answers[index] === option.value}
                      onChange={() => answer(id, index, option.value)}
                    />
                    <span>{option.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
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
    </section>
  );
}
