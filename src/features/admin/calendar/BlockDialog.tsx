import { useStore } from '@nanostores/react';
import {
  $blockForm,
  closeBlockForm,
  saveBlock,
  setBlockField,
} from '#/features/admin/clinicians/clinicians.store.ts';
import { DialogForm } from '#/features/admin/DialogForm.tsx';
import { described, Field } from '#/features/admin/fields.tsx';

const TITLE_ID = 'block-form-title';

/** Leave or a one-off block in a clinician's time: no new bookings fall in it. */
export function BlockDialog() {
  const form = useStore($blockForm);
  const errors = form?.errors ?? {};
  return (
    <DialogForm
      form={form}
      titleId={TITLE_ID}
      onSubmit={saveBlock}
      onClose={closeBlockForm}
      submitLabel="Add it"
      savingLabel="Saving…"
    >
      {form && (
        <>
          <h2 id={TITLE_ID}>Leave or a block for {form.context.name}</h2>
          <p className="admin-help" id="block-form-hint">
            Times are India time (IST). Sessions already booked in this time stay booked: move them
            from the Calendar tab.
          </p>
          <Field id="block-kind" label="Kind" error={errors.kind}>
            <select
              {...described('block-kind', errors.kind)}
              data-autofocus
              value={form.values.kind}
              onChange={(e) => setBlockField('kind', e.target.value as 'leave' | 'blocked')}
            >
              <option value="leave">Leave</option>
              <option value="blocked">Blocked time</option>
            </select>
          </Field>
          <Field id="block-from" label="From (India time)" error={errors.from}>
            <input
              {...described('block-from', errors.from)}
              type="datetime-local"
              value={form.values.from}
              onChange={(e) => setBlockField('from', e.target.value)}
            />
          </Field>
          <Field id="block-to" label="To (India time)" error={errors.to}>
            <input
              {...described('block-to', errors.to)}
              type="datetime-local"
              value={form.values.to}
              onChange={(e) => setBlockField('to', e.target.value)}
            />
          </Field>
          <Field id="block-reason" label="Reason (for staff; optional)" error={errors.reason}>
            <input
              {...described('block-reason', errors.reason)}
              value={form.values.reason}
              maxLength={300}
              onChange={(e) => setBlockField('reason', e.target.value)}
            />
          </Field>
        </>
      )}
    </DialogForm>
  );
}
