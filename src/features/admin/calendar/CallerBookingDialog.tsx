import { useStore } from '@nanostores/react';
import type { Choice } from '#/features/admin/calendar/admin-booking-forms.ts';
import {
  $callerBooking,
  $clinicianChoices,
  bookForCaller,
  closeCallerBooking,
  setCallerBookingField,
} from '#/features/admin/calendar/calendar.store.ts';
import { DialogForm } from '#/features/admin/DialogForm.tsx';
import { Options, SelectField, TextField } from '#/features/admin/fields.tsx';
import { SESSION_LANGUAGES } from '#/features/booking/booking-choices.ts';
import { MODE_LABELS, SESSION_MODES } from '#/features/booking/booking-rules.ts';
import { FreeTimes } from './FreeTimes.tsx';

const TITLE_ID = 'caller-booking-title';

/** Books a session for someone who telephoned or walked in; they are e-mailed when they gave an address. */
export function CallerBookingDialog({
  branches,
  services,
}: {
  branches: Choice[];
  services: Choice[];
}) {
  const form = useStore($callerBooking);
  const clinicians = useStore($clinicianChoices);
  const errors = form?.errors ?? {};
  const values = form?.values;
  const chosen = clinicians.find((c) => c.slug === values?.clinician);
  const modes = chosen && chosen.modes.length > 0 ? chosen.modes : SESSION_MODES;
  const bind = values && { values, errors, set: setCallerBookingField };
  return (
    <DialogForm
      form={form}
      titleId={TITLE_ID}
      wide
      onSubmit={bookForCaller}
      onClose={closeCallerBooking}
      submitLabel="Book the session"
      savingLabel="Booking…"
    >
      {form && values && bind && (
        <>
          <h2 id={TITLE_ID}>Book for a caller</h2>
          <p className="admin-help">
            Choose one of the clinician’s free times, in India time (IST). The session is confirmed
            at once; payment is taken at the branch or by the care team. The caller is e-mailed the
            details when you give an address.
          </p>
          <div className="admin-form-grid">
            <SelectField
              form={bind}
              field="clinician"
              id="caller-clinician"
              label="Clinician"
              data-autofocus
            >
              <Options
                empty="Choose a clinician"
                choices={clinicians
                  .filter((c) => c.active || c.slug === values.clinician)
                  .map((c) => ({ value: c.slug, label: c.name }))}
              />
            </SelectField>
            <SelectField form={bind} field="mode" id="caller-mode" label="Way of meeting">
              <Options choices={modes.map((m) => ({ value: m, label: MODE_LABELS[m] }))} />
            </SelectField>
            {values.mode === 'in-person' && (
              <SelectField form={bind} field="branch" id="caller-branch" label="Branch">
                <Options empty="Choose a branch" choices={branches} />
              </SelectField>
            )}
            <TextField
              form={bind}
              field="when"
              id="caller-when"
              label="Date and time (India time)"
              type="datetime-local"
            />
            <FreeTimes
              id="caller-free"
              value={values.when}
              onChoose={(local) => setCallerBookingField('when', local)}
            />
            <SelectField form={bind} field="service" id="caller-service" label="Service">
              <Options empty="Choose a service" choices={services} />
            </SelectField>
            <SelectField form={bind} field="language" id="caller-language" label="Language">
              <Options
                empty="No preference"
                choices={SESSION_LANGUAGES.map((l) => ({ value: l, label: l }))}
              />
            </SelectField>
            <TextField
              form={bind}
              field="contactName"
              id="caller-name"
              label="Caller’s name"
              maxLength={120}
              autoComplete="off"
            />
            <TextField
              form={bind}
              field="contactPhone"
              id="caller-phone"
              label="Caller’s phone"
              type="tel"
              maxLength={40}
              autoComplete="off"
            />
            <TextField
              form={bind}
              field="contactEmail"
              id="caller-email"
              label="Caller’s e-mail (optional)"
              type="email"
              maxLength={200}
              autoComplete="off"
            />
          </div>
        </>
      )}
    </DialogForm>
  );
}
