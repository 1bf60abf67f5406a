import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Choice, WEEKDAY_NAMES } from '#/features/admin/calendar/admin-booking-forms.ts';
import { described, Field, FieldError, Options } from '#/features/admin/fields.tsx';

/** One row of weekly hours as typed: the day's number, 24-hour times, the way and the branch. */
export interface HoursFieldsRow {
  /** Stable while the row is on screen, for React and for focus. */
  key: string;
  weekday: string;
  from: string;
  to: string;
  mode: string;
  branch: string;
}

export type HoursField = Exclude<keyof HoursFieldsRow, 'key'>;

const WEEKDAY_CHOICES = WEEKDAY_NAMES.map((day, n) => ({ value: String(n), label: day }));

/**
 * The weekly hours (India time) as rows of day, from, to, way and branch, with Add and Remove:
 * the admin's clinician form and the clinician's own Hours screen. Row messages are keyed
 * `hours.{index}.{field}`, the list's own `hours` (shown as `{id}-error`). A new row takes focus
 * on its day; a removed one gives it to "Add hours".
 */
export function WeeklyHoursFields({
  id,
  hint,
  rows,
  errors,
  modes,
  branches,
  onChange,
  onAdd,
  onRemove,
}: {
  /** The list's id: its hint is `{id}-hint`, its message `{id}-error`. */
  id: string;
  hint: ReactNode;
  rows: readonly HoursFieldsRow[];
  errors: Readonly<Record<string, string | undefined>>;
  /** The ways of meeting a row may choose. */
  modes: readonly Choice[];
  branches: readonly Choice[];
  onChange: (key: string, field: HoursField, value: string) => void;
  /** Adds a row and gives its key. */
  onAdd: () => string;
  onRemove: (key: string) => void;
}) {
  const hintId = `${id}-hint`;
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusRow, setFocusRow] = useState<string | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    if (focusRow) document.getElementById(`${focusRow}-weekday`)?.focus();
    else addButton.current?.focus();
    setFocusRow(null);
  }, [focusRow]);

  return (
    <fieldset className="admin-hours">
      <legend>Weekly hours (India time)</legend>
      <p className="admin-help" id={hintId}>
        {hint}
      </p>
      {rows.length === 0 && <p className="admin-help">No hours yet.</p>}
      {rows.map((row, index) => {
        const control = (field: HoursField) => {
          const fieldId = `${row.key}-${field}`;
          const error = errors[`hours.${index}.${field}`] || undefined;
          return {
            error,
            props: {
              ...described(fieldId, error),
              value: row[field],
              onChange: (e: { target: { value: string } }) =>
                onChange(row.key, field, e.target.value),
            },
          };
        };
        /**
         * A time typed as 24-hour HH:MM: a time picker shows AM and PM in some browsers'
         * languages and cannot say 24:00, the end of hours that run until midnight.
         */
        const time = (field: 'from' | 'to', label: string) => {
          const { error, props } = control(field);
          return (
            <Field id={props.id} label={label} error={error}>
              <input
                {...props}
                {...described(props.id, error, hintId)}
                type="text"
                autoComplete="off"
                spellCheck={false}
                size={6}
                maxLength={5}
              />
            </Field>
          );
        };
        const choice = (field: HoursField, label: string, options: ReactNode) => {
          const { error, props } = control(field);
          return (
            <Field id={props.id} label={label} error={error}>
              <select {...props}>{options}</select>
            </Field>
          );
        };
        return (
          <fieldset key={row.key} className="admin-hours__row">
            <legend>Hours {index + 1}</legend>
            {choice('weekday', 'Day', <Options choices={WEEKDAY_CHOICES} />)}
            {time('from', 'From')}
            {time('to', 'To')}
            {choice('mode', 'Way', <Options choices={modes} />)}
            {row.mode === 'in-person' &&
              choice('branch', 'Branch', <Options empty="Choose a branch" choices={branches} />)}
            <button
              type="button"
              className="button button--ghost button--small admin-hours__remove"
              onClick={() => {
                onRemove(row.key);
                setFocusRow('');
              }}
            >
              Remove<span className="visually-hidden"> hours {index + 1}</span>
            </button>
          </fieldset>
        );
      })}
      <FieldError id={id} error={errors.hours} />
      <button
        ref={addButton}
        type="button"
        className="button button--ghost button--small"
        onClick={() => setFocusRow(onAdd())}
      >
        Add hours
      </button>
    </fieldset>
  );
}
