import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { type Choice, WEEKDAY_NAMES } from '#/features/admin/calendar/admin-booking-forms.ts';
import {
  $clinicianForm,
  addHoursRow,
  closeClinicianForm,
  removeHoursRow,
  saveClinician,
  setClinicianField,
  setHoursField,
  toggleClinicianChoice,
} from '#/features/admin/clinicians/clinicians.store.ts';
import { DialogForm } from '#/features/admin/DialogForm.tsx';
import { ChoiceGroup, described, Field, FieldError } from '#/features/admin/fields.tsx';
import { SESSION_LANGUAGES } from '#/features/booking/booking-choices.ts';
import { MODE_LABELS, SESSION_MODES } from '#/features/booking/booking-rules.ts';

const HOURS_HINT_ID = 'clinician-hours-hint';

/**
 * A time of the weekly hours, typed as 24-hour HH:MM: a time picker shows AM and PM in some
 * browsers' languages and cannot say 24:00, the end of hours that run until midnight.
 */
function timeField(id: string, error: string | undefined) {
  return {
    ...described(id, error, HOURS_HINT_ID),
    type: 'text',
    autoComplete: 'off',
    spellCheck: false,
    size: 6,
    maxLength: 5,
  } as const;
}

const TITLE_ID = 'clinician-form-title';
const MODE_CHOICES = SESSION_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }));

/** Adds or edits a clinician: who they are, what they offer, and their weekly hours. */
export function ClinicianDialog({
  branches,
  services,
}: {
  branches: Choice[];
  services: Choice[];
}) {
  const form = useStore($clinicianForm);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusRow, setFocusRow] = useState<string | null>(null);
  // A new row of hours takes focus on its day; a removed one gives it to "Add hours".
  useEffect(() => {
    if (focusRow === null) return;
    if (focusRow) document.getElementById(`${focusRow}-weekday`)?.focus();
    else addButton.current?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const errors = form?.errors ?? {};
  const values = form?.values;
  // Languages the clinician already has stay listed, even when the booking page offers fewer.
  const languages = [...new Set([...SESSION_LANGUAGES, ...(values?.languages ?? [])])];
  // So do services no longer on the site, by their slug, so saving keeps or drops them openly.
  const serviceChoices = [
    ...services,
    ...(values?.services ?? [])
      .filter((slug) => !services.some((s) => s.value === slug))
      .map((slug) => ({ value: slug, label: slug })),
  ];

  return (
    <DialogForm
      form={form}
      titleId={TITLE_ID}
      wide
      onSubmit={saveClinician}
      onClose={closeClinicianForm}
      submitLabel={form?.context ? 'Save changes' : 'Add the clinician'}
      savingLabel="Saving…"
    >
      {form && values && (
        <>
          <h2 id={TITLE_ID}>{form.context ? `Edit ${form.context.name}` : 'Add a clinician'}</h2>
          <div className="admin-form-grid">
            <Field id="clinician-name" label="Name" error={errors.name}>
              <input
                {...described('clinician-name', errors.name)}
                data-autofocus
                value={values.name}
                maxLength={120}
                autoComplete="off"
                onChange={(e) => setClinicianField('name', e.target.value)}
              />
            </Field>
            <Field
              id="clinician-slug"
              label="Address name"
              hint="Lower-case letters, digits and hyphens, e.g. dr-asha-rao."
              error={errors.slug}
            >
              <input
                {...described('clinician-slug', errors.slug, true)}
                value={values.slug}
                maxLength={80}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => setClinicianField('slug', e.target.value)}
              />
            </Field>
            <Field id="clinician-role" label="Role" error={errors.role}>
              <input
                {...described('clinician-role', errors.role)}
                value={values.role}
                maxLength={120}
                placeholder="Clinical psychologist"
                onChange={(e) => setClinicianField('role', e.target.value)}
              />
            </Field>
            <Field
              id="clinician-registration"
              label="Registration number"
              error={errors.registrationNumber}
            >
              <input
                {...described('clinician-registration', errors.registrationNumber)}
                value={values.registrationNumber}
                maxLength={80}
                onChange={(e) => setClinicianField('registrationNumber', e.target.value)}
              />
            </Field>
            <Field id="clinician-phone" label="Contact phone" error={errors.contactPhone}>
              <input
                {...described('clinician-phone', errors.contactPhone)}
                type="tel"
                value={values.contactPhone}
                maxLength={40}
                onChange={(e) => setClinicianField('contactPhone', e.target.value)}
              />
            </Field>
            <Field id="clinician-email" label="Contact e-mail" error={errors.contactEmail}>
              <input
                {...described('clinician-email', errors.contactEmail)}
                type="email"
                value={values.contactEmail}
                maxLength={200}
                onChange={(e) => setClinicianField('contactEmail', e.target.value)}
              />
            </Field>
          </div>
          <Field id="clinician-qualifications" label="Qualifications" error={errors.qualifications}>
            <input
              {...described('clinician-qualifications', errors.qualifications)}
              value={values.qualifications}
              maxLength={500}
              onChange={(e) => setClinicianField('qualifications', e.target.value)}
            />
          </Field>
          <Field id="clinician-bio" label="About the clinician" error={errors.bio}>
            <textarea
              {...described('clinician-bio', errors.bio)}
              value={values.bio}
              rows={4}
              maxLength={3000}
              onChange={(e) => setClinicianField('bio', e.target.value)}
            />
          </Field>
          <ChoiceGroup
            id="clinician-modes"
            legend="Ways of meeting"
            options={MODE_CHOICES}
            chosen={values.modes}
            error={errors.modes}
            onChange={(value, on) => toggleClinicianChoice('modes', value, on)}
          />
          <ChoiceGroup
            id="clinician-languages"
            legend="Languages"
            options={languages.map((l) => ({ value: l, label: l }))}
            chosen={values.languages}
            error={errors.languages}
            onChange={(value, on) => toggleClinicianChoice('languages', value, on)}
          />
          <ChoiceGroup
            id="clinician-services"
            legend="Services offered"
            className="admin-choices--long"
            options={serviceChoices}
            chosen={values.services}
            error={errors.services}
            onChange={(value, on) => toggleClinicianChoice('services', value, on)}
          />
          <div className="admin-form-grid">
            <Field id="clinician-minutes" label="Session length" error={errors.sessionMinutes}>
              <select
                {...described('clinician-minutes', errors.sessionMinutes)}
                value={values.sessionMinutes}
                onChange={(e) => setClinicianField('sessionMinutes', e.target.value as '50' | '60')}
              >
                <option value="50">50 minutes</option>
                <option value="60">60 minutes</option>
              </select>
            </Field>
            <Field
              id="clinician-buffer"
              label="Buffer after each session (minutes)"
              error={errors.bufferMinutes}
            >
              <input
                {...described('clinician-buffer', errors.bufferMinutes)}
                type="number"
                inputMode="numeric"
                min={0}
                max={60}
                value={values.bufferMinutes}
                onChange={(e) => setClinicianField('bufferMinutes', e.target.value)}
              />
            </Field>
          </div>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={values.active}
              onChange={(e) => setClinicianField('active', e.target.checked)}
            />
            Active: offered on the booking page
          </label>

          <fieldset className="admin-hours">
            <legend>Weekly hours (India time)</legend>
            <p className="admin-help" id={HOURS_HINT_ID}>
              Times are 24-hour, as HH:MM (09:30, 17:00); hours that run until midnight end at
              24:00.
            </p>
            {values.hours.length === 0 && <p className="admin-help">No hours yet.</p>}
            {values.hours.map((row, index) => {
              const id = row.key;
              const err = (field: string) => errors[`hours.${index}.${field}`];
              return (
                <fieldset key={row.key} className="admin-hours__row">
                  <legend>Hours {index + 1}</legend>
                  <Field id={`${id}-weekday`} label="Day" error={err('weekday')}>
                    <select
                      {...described(`${id}-weekday`, err('weekday'))}
                      value={row.weekday}
                      onChange={(e) => setHoursField(row.key, 'weekday', e.target.value)}
                    >
                      {WEEKDAY_NAMES.map((day, n) => (
                        <option key={day} value={String(n)}>
                          {day}
                        </option>
                      ))}
                    </select>
                  </Field>
                  <Field id={`${id}-from`} label="From" error={err('from')}>
                    <input
                      {...timeField(`${id}-from`, err('from'))}
                      value={row.from}
                      onChange={(e) => setHoursField(row.key, 'from', e.target.value)}
                    />
                  </Field>
                  <Field id={`${id}-to`} label="To" error={err('to')}>
                    <input
                      {...timeField(`${id}-to`, err('to'))}
                      value={row.to}
                      onChange={(e) => setHoursField(row.key, 'to', e.target.value)}
                    />
                  </Field>
                  <Field id={`${id}-mode`} label="Way" error={err('mode')}>
                    <select
                      {...described(`${id}-mode`, err('mode'))}
                      value={row.mode}
                      onChange={(e) => setHoursField(row.key, 'mode', e.target.value)}
                    >
                      {MODE_CHOICES.map((m) => (
                        <option key={m.value} value={m.value}>
                          {m.label}
                        </option>
                      ))}
                    </select>
                  </Field>
                  {row.mode === 'in-person' && (
                    <Field id={`${id}-branch`} label="Branch" error={err('branch')}>
                      <select
                        {...described(`${id}-branch`, err('branch'))}
                        value={row.branch}
                        onChange={(e) => setHoursField(row.key, 'branch', e.target.value)}
                      >
                        <option value="">Choose a branch</option>
                        {branches.map((b) => (
                          <option key={b.value} value={b.value}>
                            {b.label}
                          </option>
                        ))}
                      </select>
                    </Field>
                  )}
                  <button
                    type="button"
                    className="button button--ghost button--small admin-hours__remove"
                    onClick={() => {
                      removeHoursRow(row.key);
                      setFocusRow('');
                    }}
                  >
                    Remove<span className="visually-hidden"> hours {index + 1}</span>
                  </button>
                </fieldset>
              );
            })}
            <FieldError id="clinician-hours" error={errors.hours} />
            <button
              ref={addButton}
              type="button"
              className="button button--ghost button--small"
              onClick={() => setFocusRow(addHoursRow())}
            >
              Add hours
            </button>
          </fieldset>
        </>
      )}
    </DialogForm>
  );
}
