import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

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
 * A form as its fields read it: what is typed, the message beside each field (keyed by the
 * field's name; an empty message is none), and how a field's value changes. A dialog binds its
 * store's values, errors and setter; a screen binds its own state.
 */
export interface FormBinding<V> {
  values: V;
  errors: Readonly<Record<string, string | undefined>>;
  set: <K extends TextKey<V>>(field: K, value: V[K]) => void;
}

/** The names of a form's fields that hold text (what an input, a list or a text area edits). */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

interface BoundFieldProps<V, K extends TextKey<V>> {
  form: FormBinding<V>;
  /** The value's name in the form, also the key of its message. */
  field: K;
  id: string;
  label: ReactNode;
  /** The field's own hint, shown under the label and tied to the control (`{id}-hint`). */
  hint?: string;
}

type Unbound = 'id' | 'value' | 'onChange' | 'name' | 'form';

/** The label, hint and message around a bound control, and the props that tie them to it. */
function bound<V, K extends TextKey<V>>(props: BoundFieldProps<V, K>) {
  const error = props.form.errors[props.field] || undefined;
  return {
    error,
    control: {
      ...described(props.id, error, props.hint ? true : undefined),
      value: props.form.values[props.field] as string,
    },
    change: (value: string) => props.form.set(props.field, value as V[K]),
  };
}

/** A text input (or e-mail, phone, number, date and time) bound to one value of a form. */
export function TextField<V, K extends TextKey<V>>({
  form,
  field,
  id,
  label,
  hint,
  ...input
}: BoundFieldProps<V, K> & Omit<InputHTMLAttributes<HTMLInputElement>, Unbound>) {
  const { error, control, change } = bound({ form, field, id, label, hint });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input {...control} {...input} onChange={(e) => change(e.target.value)} />
    </Field>
  );
}

/** A list of choices bound to one value of a form; `children` are its options. */
export function SelectField<V, K extends TextKey<V>>({
  form,
  field,
  id,
  label,
  hint,
  children,
  ...select
}: BoundFieldProps<V, K> & Omit<SelectHTMLAttributes<HTMLSelectElement>, Unbound>) {
  const { error, control, change } = bound({ form, field, id, label, hint });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select {...control} {...select} onChange={(e) => change(e.target.value)}>
        {children}
      </select>
    </Field>
  );
}

/** A text area bound to one value of a form. */
export function TextAreaField<V, K extends TextKey<V>>({
  form,
  field,
  id,
  label,
  hint,
  ...textarea
}: BoundFieldProps<V, K> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Unbound>) {
  const { error, control, change } = bound({ form, field, id, label, hint });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea {...control} {...textarea} onChange={(e) => change(e.target.value)} />
    </Field>
  );
}

/** The options of a list from choices, after an optional empty first one ("Choose a branch"). */
export function Options({
  choices,
  empty,
}: {
  choices: readonly { value: string; label: string }[];
  empty?: string;
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
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
