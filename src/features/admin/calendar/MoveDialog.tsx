import { useStore } from '@nanostores/react';
import {
  $moveForm,
  closeMove,
  moveForCustomer,
  setMoveField,
} from '#/features/admin/calendar/calendar.store.ts';
import { DialogForm } from '#/features/admin/DialogForm.tsx';
import { described, Field } from '#/features/admin/fields.tsx';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { FreeTimes } from './FreeTimes.tsx';

const TITLE_ID = 'move-session-title';

/** Moves a session to another free time of the same clinician; the customer is told why. */
export function MoveDialog() {
  const form = useStore($moveForm);
  const errors = form?.errors ?? {};
  return (
    <DialogForm
      form={form}
      titleId={TITLE_ID}
      onSubmit={moveForCustomer}
      onClose={closeMove}
      submitLabel="Move the session"
      savingLabel="Moving…"
      cancelLabel="Keep it"
    >
      {form && (
        <>
          <h2 id={TITLE_ID}>
            Move the session of {describeIndiaTime(new Date(form.context.startsAt))}
          </h2>
          <p>
            {form.context.customer.name || form.context.customer.email} with{' '}
            {form.context.clinician.name}. The customer is e-mailed the new time and the reason.
          </p>
          <Field id="move-when" label="New date and time (India time)" error={errors.when}>
            <input
              {...described('move-when', errors.when)}
              data-autofocus
              type="datetime-local"
              value={form.values.when}
              onChange={(e) => setMoveField('when', e.target.value)}
            />
          </Field>
          <FreeTimes
            id="move-free"
            value={form.values.when}
            onChoose={(local) => setMoveField('when', local)}
          />
          <Field id="move-reason" label="Reason" error={errors.reason}>
            <textarea
              {...described('move-reason', errors.reason)}
              value={form.values.reason}
              maxLength={500}
              rows={3}
              onChange={(e) => setMoveField('reason', e.target.value)}
            />
          </Field>
        </>
      )}
    </DialogForm>
  );
}
