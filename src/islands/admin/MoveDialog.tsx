import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { $moveForm, closeMove, moveForCustomer, setMoveField } from '#/stores/admin/calendar.ts';
import { FreeTimes } from './FreeTimes.tsx';
import { described, Field, FormProblem, focusFirstError } from './fields.tsx';
import { Dialog } from './shared.tsx';

const TITLE_ID = 'move-session-title';

/** Moves a session to another free time of the same clinician; the customer is told why. */
export function MoveDialog() {
  const form = useStore($moveForm);
  const ref = useRef<HTMLFormElement>(null);
  const refusals = form?.refusals ?? 0;
  useEffect(() => {
    if (refusals > 0) focusFirstError(ref.current);
  }, [refusals]);
  const errors = form?.errors ?? {};
  return (
    <Dialog open={form !== null} onClose={closeMove} labelledBy={TITLE_ID}>
      {form && (
        <form
          ref={ref}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void moveForCustomer();
          }}
        >
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
          <FormProblem problem={form.problem} />
          <div className="admin-toolbar">
            <button type="submit" className="button" aria-disabled={form.saving || undefined}>
              {form.saving ? 'Moving…' : 'Move the session'}
            </button>
            <button type="button" className="button button--ghost" onClick={closeMove}>
              Keep it
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
