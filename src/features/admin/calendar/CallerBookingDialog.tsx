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
import { described, Field } from '#/features/admin/fields.tsx';
import { SESSION_LANGUAGES } from '#/features/booking/booking-choices.ts';
import { MODE_LABELS, SESSION_MODES, type SessionMode } from '#/features/booking/booking-rules.ts';
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
      {form && values && (
        <>
          <h2 id={TITLE_ID}>Book for a caller</h2>
          <p className="admin-help">
            Choose one of the clinician’s free times, in India time (IST). The session is confirmed
            at once; payment is taken at the branch or by the care team. The caller is e-mailed the
            details when you give an address.
          </p>
          <div className="admin-form-grid">
            <Field id="caller-clinician" label="Clinician" error={errors.clinician}>
              <select
                {...described('caller-clinician', errors.clinician)}
                data-autofocus
                value={values.clinician}
                onChange={(e) => setCallerBookingField('clinician', e.target.value)}
              >
                <option value="">Choose a clinician</option>
                {clinicians
                  .filter((c) => c.active || c.slug === values.clinician)
                  .map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
              </select>
            </Field>
            <Field id="caller-mode" label="Way of meeting" error={errors.mode}>
              <select
                {...described('caller-mode', errors.mode)}
                value={values.mode}
                onChange={(e) => setCallerBookingField('mode', e.target.value as SessionMode)}
              >
                {modes.map((m) => (
                  <option key={m} value={m}>
                    {MODE_LABELS[m]}
                  </option>
                ))}
              </select>
            </Field>
            {values.mode === 'in-person' && (
              <Field id="caller-branch" label="Branch" error={errors.branch}>
                <select
                  {...described('caller-branch', errors.branch)}
                  value={values.branch}
                  onChange={(e) => setCallerBookingField('branch', e.target.value)}
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
            <Field id="caller-when" label="Date and time (India time)" error={errors.when}>
              <input
                {...described('caller-when', errors.when)}
                type="datetime-local"
                value={values.when}
                onChange={(e) => setCallerBookingField('when', e.target.value)}
              />
            </Field>
            <FreeTimes
              id="caller-free"
              value={values.when}
              onChoose={(local) => setCallerBookingField('when', local)}
            />
            <Field id="caller-service" label="Service" error={errors.service}>
              <select
                {...described('caller-service', errors.service)}
                value={values.service}
                onChange={(e) => setCallerBookingField('service', e.target.value)}
              >
                <option value="">Choose a service</option>
                {services.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="caller-language" label="Language" error={errors.language}>
              <select
                {...described('caller-language', errors.language)}
                value={values.language}
                onChange={(e) => setCallerBookingField('language', e.target.value)}
              >
                <option value="">No preference</option>
                {SESSION_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="caller-name" label="Caller’s name" error={errors.contactName}>
              <input
                {...described('caller-name', errors.contactName)}
                value={values.contactName}
                maxLength={120}
                autoComplete="off"
                onChange={(e) => setCallerBookingField('contactName', e.target.value)}
              />
            </Field>
            <Field id="caller-phone" label="Caller’s phone" error={errors.contactPhone}>
              <input
                {...described('caller-phone', errors.contactPhone)}
                type="tel"
                value={values.contactPhone}
                maxLength={40}
                autoComplete="off"
                onChange={(e) => setCallerBookingField('contactPhone', e.target.value)}
              />
            </Field>
            <Field id="caller-email" label="Caller’s e-mail (optional)" error={errors.contactEmail}>
              <input
                {...described('caller-email', errors.contactEmail)}
                type="email"
                value={values.contactEmail}
                maxLength={200}
                autoComplete="off"
                onChange={(e) => setCallerBookingField('contactEmail', e.target.value)}
              />
            </Field>
          </div>
        </>
      )}
    </DialogForm>
  );
}
