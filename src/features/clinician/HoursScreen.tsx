import { useRef, useState } from 'react';
import type { ClinicianMe } from '#/api/clinician-me.ts';
import type { Json } from '#/api/json.ts';
import {
  type BlockFormValues,
  blockPayload,
  type Choice,
  emptyBlockForm,
  WEEKDAY_NAMES,
} from '#/features/admin/calendar/admin-booking-forms.ts';
import { described, Field, FieldError } from '#/features/admin/fields.tsx';
import { MODE_LABELS, type SessionMode } from '#/features/booking/booking-rules.ts';
import {
  addBlock,
  removeBlock,
  saveHours,
  type WeeklyHours,
} from '#/features/clinician/portal.store.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';

interface Row extends Omit<WeeklyHours, 'weekday' | 'branch'> {
  key: string;
  weekday: string;
  branch: string;
}

let rows = 0;
const nextKey = () => `own-hours-${++rows}`;
const HOURS_HINT = 'own-hours-hint';

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
  const addHoursButton = useRef<HTMLButtonElement>(null);
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

  const err = (index: number, field: string) => errors[`hours.${index}.${field}`];

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
        <fieldset className="admin-hours">
          <legend>Weekly hours (India time)</legend>
          <p className="admin-help" id={HOURS_HINT}>
            Times are 24-hour, as HH:MM (09:30, 17:00); hours that run until midnight end at 24:00.
            Sessions already booked stay booked when you change your hours.
          </p>
          {hours.length === 0 && <p className="admin-help">No hours yet.</p>}
          {hours.map((row, index) => (
            <fieldset key={row.key} className="admin-hours__row">
              <legend>Hours {index + 1}</legend>
              <Field id={`${row.key}-weekday`} label="Day" error={err(index, 'weekday')}>
                <select
                  {...described(`${row.key}-weekday`, err(index, 'weekday'))}
                  value={row.weekday}
                  onChange={(e) => change(row.key, { weekday: e.target.value })}
                >
                  {WEEKDAY_NAMES.map((day, n) => (
                    <option key={day} value={String(n)}>
                      {day}
                    </option>
                  ))}
                </select>
              </Field>
              {(['from', 'to'] as const).map((field) => (
                <Field
                  key={field}
                  id={`${row.key}-${field}`}
                  label={field === 'from' ? 'From' : 'To'}
                  error={err(index, field)}
                >
                  <input
                    {...described(`${row.key}-${field}`, err(index, field), HOURS_HINT)}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    size={6}
                    maxLength={5}
                    value={row[field]}
                    onChange={(e) => change(row.key, { [field]: e.target.value })}
                  />
                </Field>
              ))}
              <Field id={`${row.key}-mode`} label="Way" error={err(index, 'mode')}>
                <select
                  {...described(`${row.key}-mode`, err(index, 'mode'))}
                  value={row.mode}
                  onChange={(e) => change(row.key, { mode: e.target.value as SessionMode })}
                >
                  {modes.map((m) => (
                    <option key={m} value={m}>
                      {MODE_LABELS[m]}
                    </option>
                  ))}
                </select>
              </Field>
              {row.mode === 'in-person' && (
                <Field id={`${row.key}-branch`} label="Branch" error={err(index, 'branch')}>
                  <select
                    {...described(`${row.key}-branch`, err(index, 'branch'))}
                    value={row.branch}
                    onChange={(e) => change(row.key, { branch: e.target.value })}
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
                  setHours((list) => list.filter((r) => r.key !== row.key));
                  setErrors({});
                  addHoursButton.current?.focus();
                }}
              >
                Remove<span className="visually-hidden"> hours {index + 1}</span>
              </button>
            </fieldset>
          ))}
          <FieldError id="own-hours" error={errors.hours} />
          <button
            ref={addHoursButton}
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              const key = nextKey();
              setHours((list) => [
                ...list,
                { key, weekday: '1', from: '10:00', to: '13:00', mode: modes[0]!, branch: '' },
              ]);
              requestAnimationFrame(() => document.getElementById(`${key}-weekday`)?.focus());
            }}
          >
            Add hours
          </button>
        </fieldset>
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
        <ul className="admin-compact-list">
          {me.blocks.map((b) => {
            const what = `${b.kind === 'leave' ? 'Leave' : 'Blocked'} ${describeIndiaTime(new Date(b.startsAt))} to ${describeIndiaTime(new Date(b.endsAt))}`;
            return (
              <li key={b.id} className="admin-block">
                <span>
                  {what}
                  {b.reason ? ` (${b.reason})` : ''}
                </span>{' '}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={async () => {
                    const result = await removeBlock(b.id);
                    setNotice(
                      result.ok
                        ? { tone: 'ok', text: `${b.kind === 'leave' ? 'Leave' : 'Block'} removed.` }
                        : { tone: 'problem', text: result.error.message },
                    );
                    document.getElementById('own-block-kind')?.focus();
                  }}
                >
                  Remove
                  <span className="visually-hidden">
                    {' '}
                    {what.charAt(0).toLowerCase() + what.slice(1)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
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
          <Field id="own-block-kind" label="Kind">
            <select
              id="own-block-kind"
              value={block.kind}
              onChange={(e) => setBlock({ ...block, kind: e.target.value as 'leave' | 'blocked' })}
            >
              <option value="leave">Leave</option>
              <option value="blocked">Blocked time</option>
            </select>
          </Field>
          <Field id="own-block-from" label="From" error={blockErrors.from || undefined}>
            <input
              {...described('own-block-from', blockErrors.from || undefined)}
              type="datetime-local"
              value={block.from}
              onChange={(e) => setBlock({ ...block, from: e.target.value })}
            />
          </Field>
          <Field id="own-block-to" label="To" error={blockErrors.to || undefined}>
            <input
              {...described('own-block-to', blockErrors.to || undefined)}
              type="datetime-local"
              value={block.to}
              onChange={(e) => setBlock({ ...block, to: e.target.value })}
            />
          </Field>
          <Field id="own-block-reason" label="Reason (for the admin team; optional)">
            <input
              id="own-block-reason"
              maxLength={300}
              value={block.reason}
              onChange={(e) => setBlock({ ...block, reason: e.target.value })}
            />
          </Field>
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
