import { useStore } from '@nanostores/react';
import {
  $moveForm,
  closeMove,
  moveForCustomer,
  setMoveField,
} from '#/features/admin/calendar/calendar.store.ts';
import { DialogForm } from '#/features/admin/DialogForm.tsx';
import { TextAreaField, TextField } from '#/features/admin/fields.tsx';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { FreeTimes } from './FreeTimes.tsx';

const TITLE_ID = 'move-session-title';

/** Moves a session to another free time of the same clinician; the customer is told why. */
export function MoveDialog() {
  const form = useStore($moveForm);
  const bind = form && { values: form.values, errors: form.errors, set: setMoveField };
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
      {form && bind && (
        <>
          <h2 id={TITLE_ID}>
            Move the session of {describeIndiaTime(new Date(form.context.startsAt))}
          </h2>
          <p>
            {form.context.customer.name || form.context.customer.email} with{' '}
            {form.context.clinician.name}. The customer is e-mailed the new time and the reason.
          </p>
          <TextField
            form={bind}
            field="when"
            id="move-when"
            label="New date and time (India time)"
            data-autofocus
            type="datetime-local"
          />
          <FreeTimes
            id="move-free"
            value={form.values.when}
            onChoose={(local) => setMoveField('when', local)}
          />
          <TextAreaField
            form={bind}
            field="reason"
            id="move-reason"
            label="Reason"
            maxLength={500}
            rows={3}
          />
        </>
      )}
    </DialogForm>
  );
}
