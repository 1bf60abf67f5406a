import { useStore } from '@nanostores/react';
import {
  $blockForm,
  closeBlockForm,
  saveBlock,
  setBlockField,
} from '#/features/admin/clinicians/clinicians.store.ts';
import { BlockKindOptions } from '#/features/admin/clinicians/views/Blocks.tsx';
import { DialogForm } from '#/features/admin/DialogForm.tsx';
import { SelectField, TextField } from '#/features/admin/fields.tsx';

const TITLE_ID = 'block-form-title';

/** Leave or a one-off block in a clinician's time: no new bookings fall in it. */
export function BlockDialog() {
  const form = useStore($blockForm);
  const bind = form && { values: form.values, errors: form.errors, set: setBlockField };
  return (
    <DialogForm
      form={form}
      titleId={TITLE_ID}
      onSubmit={saveBlock}
      onClose={closeBlockForm}
      submitLabel="Add it"
      savingLabel="Saving…"
    >
      {form && bind && (
        <>
          <h2 id={TITLE_ID}>Leave or a block for {form.context.name}</h2>
          <p className="admin-help" id="block-form-hint">
            Times are India time (IST). Sessions already booked in this time stay booked: move them
            from the Calendar tab.
          </p>
          <SelectField form={bind} field="kind" id="block-kind" label="Kind" data-autofocus>
            <BlockKindOptions />
          </SelectField>
          <TextField
            form={bind}
            field="from"
            id="block-from"
            label="From (India time)"
            type="datetime-local"
          />
          <TextField
            form={bind}
            field="to"
            id="block-to"
            label="To (India time)"
            type="datetime-local"
          />
          <TextField
            form={bind}
            field="reason"
            id="block-reason"
            label="Reason (for staff; optional)"
            maxLength={300}
          />
        </>
      )}
    </DialogForm>
  );
}
