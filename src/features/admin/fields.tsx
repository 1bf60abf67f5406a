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

/** What a bound control takes from its form: its id, value, change and the ties to its texts. */
interface BoundControl {
  id: string;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * The label, hint and message of a field, around the control `render` draws with the props that
 * bind it to the form (the rest of the props are the control's own: type, maxLength, rows...).
 */
function boundField<V, K extends TextKey<V>, R>(
  { form, field, id, label, hint, ...own }: BoundFieldProps<V, K> & R,
  render: (control: BoundControl, own: Omit<R, keyof BoundFieldProps<V, K>>) => ReactNode,
) {
  const error = form.errors[field] || undefined;
  const control: BoundControl = {
    ...described(id, error, hint ? true : undefined),
    value: form.values[field] as string,
    onChange: (event) => form.set(field, event.target.value as V[K]),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {render(control, own as Omit<R, keyof BoundFieldProps<V, K>>)}
    </Field>
  );
}

/** A text input (or e-mail, phone, number, date and time) bound to one value of a form. */
export function TextField<V, K extends TextKey<V>>(
  props: BoundFieldProps<V, K> & Omit<InputHTMLAttributes<HTMLInputElement>, Unbound>,
) {
  return boundField(props, (control, input) => <input {...control} {...input} />);
}

/** A list of choices bound to one value of a form; `children` are its options. */
export function SelectField<V, K extends TextKey<V>>(
  props: BoundFieldProps<V, K> & Omit<SelectHTMLAttributes<HTMLSelectElement>, Unbound>,
) {
  return boundField(props, (control, select) => <select {...control} {...select} />);
}

/** A text area bound to one value of a form. */
export function TextAreaField<V, K extends TextKey<V>>(
  props: BoundFieldProps<V, K> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Unbound>,
) {
  return boundField(props, (control, textarea) => <textarea {...control} {...textarea} />);
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
