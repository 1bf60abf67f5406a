import type { ReactNode } from 'react';
import {
  type Answer,
  type Answers,
  RESPONSE_OPTIONS,
  type Screener,
} from '#/lib/screeners/screener.ts';

/**
 * One published questionnaire (PHQ-9, GAD-7): its heading, its question, then each item as a
 * group of the four answers, named `{id}-{n}` and grouped as `{id}-item-{n}`. /get-matched asks
 * it as a screener (with the closing question as `children`), /user/measures as a measure.
 */
export function Questionnaire({
  id,
  screener,
  answers,
  onAnswer,
  heading: Heading,
  lang,
  children,
}: {
  id: string;
  screener: Screener;
  answers: Answers;
  onAnswer: (index: number, value: Answer) => void;
  /** The heading's level where the questionnaire stands. */
  heading: 'h2' | 'h3';
  lang?: string;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className="screener" aria-labelledby={headingId} lang={lang}>
      <Heading id={headingId}>
        {screener.name}: {screener.about}
      </Heading>
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
                      onChange={() => onAnswer(index, option.value)}
                    />
                    <span>{option.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
