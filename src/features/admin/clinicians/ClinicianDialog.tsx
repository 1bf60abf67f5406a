import { useStore } from '@nanostores/react';
import type { Choice } from '#/features/admin/calendar/admin-booking-forms.ts';
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
import { ChoiceGroup, SelectField, TextAreaField, TextField } from '#/features/admin/fields.tsx';
import { SESSION_LANGUAGES } from '#/features/booking/booking-choices.ts';
import { MODE_LABELS, SESSION_MODES } from '#/features/booking/booking-rules.ts';
import { WeeklyHoursFields } from './views/WeeklyHoursFields.tsx';

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
  const errors = form?.errors ?? {};
  const values = form?.values;
  const bind = values && { values, errors, set: setClinicianField };
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
      {form && values && bind && (
        <>
          <h2 id={TITLE_ID}>{form.context ? `Edit ${form.context.name}` : 'Add a clinician'}</h2>
          <div className="admin-form-grid">
            <TextField
              form={bind}
              field="name"
              id="clinician-name"
              label="Name"
              data-autofocus
              maxLength={120}
              autoComplete="off"
            />
            <TextField
              form={bind}
              field="slug"
              id="clinician-slug"
              label="Address name"
              hint="Lower-case letters, digits and hyphens, e.g. dr-asha-rao."
              maxLength={80}
              autoComplete="off"
              spellCheck={false}
            />
            <TextField
              form={bind}
              field="role"
              id="clinician-role"
              label="Role"
              maxLength={120}
              placeholder="Clinical psychologist"
            />
            <TextField
              form={bind}
              field="registrationNumber"
              id="clinician-registration"
              label="Registration number"
              maxLength={80}
            />
            <TextField
              form={bind}
              field="contactPhone"
              id="clinician-phone"
              label="Contact phone"
              type="tel"
              maxLength={40}
            />
            <TextField
              form={bind}
              field="contactEmail"
              id="clinician-email"
              label="Contact e-mail"
              type="email"
              maxLength={200}
            />
          </div>
          <TextField
            form={bind}
            field="qualifications"
            id="clinician-qualifications"
            label="Qualifications"
            maxLength={500}
          />
          <TextAreaField
            form={bind}
            field="bio"
            id="clinician-bio"
            label="About the clinician"
            rows={4}
            maxLength={3000}
          />
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
            <SelectField
              form={bind}
              field="sessionMinutes"
              id="clinician-minutes"
              label="Session length"
            >
              <option value="50">50 minutes</option>
              <option value="60">60 minutes</option>
            </SelectField>
            <TextField
              form={bind}
              field="bufferMinutes"
              id="clinician-buffer"
              label="Buffer after each session (minutes)"
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
            />
          </div>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={values.active}
              onChange={(e) => setClinicianField('active', e.target.checked)}
            />
            Active: offered on the booking page
          </label>

          <WeeklyHoursFields
            id="clinician-hours"
            hint="Times are 24-hour, as HH:MM (09:30, 17:00); hours that run until midnight end at 24:00."
            rows={values.hours}
            errors={errors}
            modes={MODE_CHOICES}
            branches={branches}
            onChange={setHoursField}
            onAdd={addHoursRow}
            onRemove={removeHoursRow}
          />
        </>
      )}
    </DialogForm>
  );
}
