import type { ReactNode } from 'react';

/**
 * A fieldset of radio buttons or checkboxes whose legend is the step's heading, so the question
 * is read once, as a heading and as the group's name.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  hint,
  options,
  type,
  isChecked,
  onChange,
  errorId,
}: {
  name: string;
  legend: ReactNode;
  hint?: string;
  options: readonly { value: T; label: string }[];
  type: 'radio' | 'checkbox';
  isChecked: (value: T) => boolean;
  onChange: (value: T, checked: boolean) => void;
  /** The step's error message, when there is one, so the group is described by it. */
  errorId?: string;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="choice-group" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="choice-group__hint">
          {hint}
        </p>
      )}
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type={type}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => onChange(option.value, event.currentTarget.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
