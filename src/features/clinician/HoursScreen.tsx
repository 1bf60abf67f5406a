import { useState } from 'react';
import type { ClinicianMe } from '#/api/clinician-me.ts';
import type { Json } from '#/api/json.ts';
import {
  type BlockFormValues,
  blockPayload,
  type Choice,
  emptyBlockForm,
} from '#/features/admin/calendar/admin-booking-forms.ts';
import { BlockKindOptions, BlockList } from '#/features/admin/clinicians/views/Blocks.tsx';
import { WeeklyHoursFields } from '#/features/admin/clinicians/views/WeeklyHoursFields.tsx';
import { type FormBinding, SelectField, TextField } from '#/features/admin/fields.tsx';
import { MODE_LABELS, type SessionMode } from '#/features/booking/booking-rules.ts';
import {
  addBlock,
  removeBlock,
  saveHours,
  type WeeklyHours,
} from '#/features/clinician/portal.store.ts';

interface Row extends Omit<WeeklyHours, 'weekday' | 'branch'> {
  key: string;
  weekday: string;
  branch: string;
}

let rows = 0;
const nextKey = () => `own-hours-${++rows}`;

type Notice = { tone: 'ok' | 'problem'; text: string } | null;

/** Their weekly hours (India time) and their leave: what the booking page offers of them. */
export function HoursScreen({ me, branches }: { me: Json<ClinicianMe>; branches: Choice[] }) {
  const [hours, setHours] = useState<Row[]>(() =>
    me.hours.map((h) => ({
      ...h,
      key: nextKey(),
      weekday: String(h.weekday),
      branch: h.branch ?? '',
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const [block, setBlock] = useState<BlockFormValues>(emptyBlockForm);
  const [blockErrors, setBlockErrors] = useState<Record<string, string>>({});
  const modes: SessionMode[] = me.modes.length > 0 ? me.modes : ['video'];

  const change = (key: string, patch: Partial<Row>) =>
    setHours((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  async function save() {
    if (saving) return;
    setSaving(true);
    setNotice(null);
    const result = await saveHours(
      hours.map(({ key: _key, weekday, branch, ...h }) => ({
        ...h,
        weekday: Number(weekday),
        branch: h.mode === 'in-person' ? branch || null : null,
      })),
    );
    setSaving(false);
    if (result.ok) {
      setErrors({});
      setNotice({ tone: 'ok', text: 'Your weekly hours are saved.' });
      return;
    }
    setErrors(result.error.fields ?? {});
    setNotice({ tone: 'problem', text: result.error.message });
  }

  const blockForm: FormBinding<BlockFormValues> = {
    values: block,
    errors: blockErrors,
    set: (field, value) => setBlock({ ...block, [field]: value }),
  };

  return (
    <>
      <div aria-live="polite">
        {notice && <p className={`admin-notice admin-notice--${notice.tone}`}>{notice.text}</p>}
      </div>
      <form
        noValidate
        className="clinician-hours"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <WeeklyHoursFields
          id="own-hours"
          hint="Times are 24-hour, as HH:MM (09:30, 17:00); hours that run until midnight end at 24:00. Sessions already booked stay booked when you change your hours."
          rows={hours}
          errors={errors}
          modes={modes.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
          branches={branches}
          onChange={(key, field, value) => change(key, { [field]: value })}
          onAdd={() => {
            const key = nextKey();
            setHours((list) => [
              ...list,
              { key, weekday: '1', from: '10:00', to: '13:00', mode: modes[0]!, branch: '' },
            ]);
            return key;
          }}
          onRemove={(key) => {
            setHours((list) => list.filter((r) => r.key !== key));
            setErrors({});
          }}
        />
        <div className="admin-toolbar">
          <button type="submit" className="button" aria-disabled={saving || undefined}>
            {saving ? 'Saving…' : 'Save weekly hours'}
          </button>
        </div>
      </form>

      <h3>Leave and blocked time</h3>
      {me.blocks.length === 0 ? (
        <p>No leave or blocks coming up.</p>
      ) : (
        <BlockList
          blocks={me.blocks}
          onRemove={async (b) => {
            const result = await removeBlock(b.id);
            setNotice(
              result.ok
                ? { tone: 'ok', text: `${b.kind === 'leave' ? 'Leave' : 'Block'} removed.` }
                : { tone: 'problem', text: result.error.message },
            );
            document.getElementById('own-block-kind')?.focus();
          }}
        />
      )}
      <form
        noValidate
        className="clinician-block-form"
        onSubmit={async (event) => {
          event.preventDefault();
          const payload = blockPayload(block);
          const missing: Record<string, string> = {};
          if (!payload.startsAt) missing.from = 'Choose the date and time it starts.';
          if (!payload.endsAt) missing.to = 'Choose the date and time it ends.';
          if (Object.keys(missing).length > 0) {
            setBlockErrors(missing);
            document.getElementById(missing.from ? 'own-block-from' : 'own-block-to')?.focus();
            return;
          }
          const result = await addBlock(payload);
          if (result.ok) {
            setBlock(emptyBlockForm());
            setBlockErrors({});
            setNotice({
              tone: 'ok',
              text: `${block.kind === 'leave' ? 'Leave' : 'Block'} added. Sessions already booked in it stay booked: please tell the admin team.`,
            });
            return;
          }
          const fields = result.error.fields ?? {};
          setBlockErrors({ from: fields.startsAt ?? '', to: fields.endsAt ?? '' });
          setNotice({ tone: 'problem', text: result.error.message });
        }}
      >
        <fieldset>
          <legend>Add leave or a block (India time)</legend>
          <SelectField form={blockForm} field="kind" id="own-block-kind" label="Kind">
            <BlockKindOptions />
          </SelectField>
          <TextField
            form={blockForm}
            field="from"
            id="own-block-from"
            label="From"
            type="datetime-local"
          />
          <TextField
            form={blockForm}
            field="to"
            id="own-block-to"
            label="To"
            type="datetime-local"
          />
          <TextField
            form={blockForm}
            field="reason"
            id="own-block-reason"
            label="Reason (for the admin team; optional)"
            maxLength={300}
          />
          <div className="admin-toolbar">
            <button type="submit" className="button">
              Add it
            </button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
