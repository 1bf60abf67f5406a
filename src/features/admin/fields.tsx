import type { ReactNode } from 'react';

/** The labelled field with its hint and message, shared by the panel's forms. */

/**
 * Props that tie an input to its message: aria-invalid and the ids that describe it. `hint` is
 * true for the field's own hint (`{id}-hint`), or the id of a hint several fields share.
 */
export function described(id: string, error: string | undefined, hint?: boolean | string) {
  const hintId = hint === true ? `${id}-hint` : hint || '';
  const ids = [hintId, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <span className="admin-error" id={`${id}-error`}>
      {error}
    </span>
  ) : null;
}

export function Field(props: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint && (
        <span className="admin-help" id={`${props.id}-hint`}>
          {props.hint}
        </span>
      )}
      {props.children}
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

/**
 * A set of checkboxes under one legend (languages, ways of meeting); its message is tied to
 * every box, and the first box is where focus goes when the set is refused.
 */
export function ChoiceGroup(props: {
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  error?: string;
  className?: string;
  onChange: (value: string, on: boolean) => void;
}) {
  const errorId = props.error ? `${props.id}-error` : undefined;
  return (
    <fieldset className={`admin-choices ${props.className ?? ''}`}>
      <legend>{props.legend}</legend>
      <div className="admin-choices__list">
        {props.options.map((option) => (
          <label key={option.value} className="admin-check">
            <input
              type="checkbox"
              checked={props.chosen.includes(option.value)}
              aria-invalid={props.error ? true : undefined}
              aria-describedby={errorId}
              onChange={(event) => props.onChange(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={props.id} error={props.error} />
    </fieldset>
  );
}

/** Why the server refused, when no field is to blame: read out as soon as it shows. */
export function FormProblem({ problem }: { problem: string | null }) {
  return (
    <div role="alert" className="admin-dialog__alert">
      {problem && <p className="notice notice--error">{problem}</p>}
    </div>
  );
}

/** Focus moves to the first field with a message each time a form is refused. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
