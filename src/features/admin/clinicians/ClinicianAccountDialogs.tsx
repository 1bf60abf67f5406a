import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import {
  $deactivation,
  $inviteForm,
  closeDeactivation,
  closeInviteForm,
  confirmDeactivate,
  type SessionToReassign,
  sendInvite,
  setInviteEmail,
} from '#/features/admin/clinicians/clinician-accounts.store.ts';
import { DialogForm } from '#/features/admin/DialogForm.tsx';
import { described, Field, FormProblem } from '#/features/admin/fields.tsx';
import { AdminLink, Dialog } from '#/features/admin/shared.tsx';
import { MODE_LABELS } from '#/features/booking/booking-rules.ts';
import { serviceWords } from '#/features/clinician/clinician-portal.ts';
import { describeIndiaTime, indiaDateOf } from '#/lib/india-time.ts';

const INVITE_TITLE = 'invite-form-title';
const DEACTIVATE_TITLE = 'deactivate-title';

/** "Invite to sign in": the address the clinician signs in to /clinician with. */
export function InviteDialog() {
  const form = useStore($inviteForm);
  const errors = form?.errors ?? {};
  return (
    <DialogForm
      form={form}
      titleId={INVITE_TITLE}
      onSubmit={sendInvite}
      onClose={closeInviteForm}
      submitLabel="Send the invitation"
      savingLabel="Sending…"
    >
      {form && (
        <>
          <h2 id={INVITE_TITLE}>Invite {form.context.name} to sign in</h2>
          <p className="admin-help" id="invite-email-hint">
            We e-mail a link that works once, for 7 days, and opens the clinician portal
            (/clinician). From then on they sign in with a code sent to this address. A new
            invitation replaces any earlier link.
          </p>
          <Field id="invite-email" label="Sign-in e-mail address" error={errors.email}>
            <input
              {...described('invite-email', errors.email, 'invite-email-hint')}
              data-autofocus
              type="email"
              autoComplete="off"
              value={form.values.email}
              maxLength={254}
              onChange={(e) => setInviteEmail(e.target.value)}
            />
          </Field>
        </>
      )}
    </DialogForm>
  );
}

function ReassignList({ slug, sessions }: { slug: string; sessions: SessionToReassign[] }) {
  if (sessions.length === 0) {
    return <p>There are no future sessions booked with them: nothing to reassign.</p>;
  }
  return (
    <>
      <p id="reassign-hint">
        {sessions.length === 1 ? 'This session is' : `These ${sessions.length} sessions are`} still
        booked with them. Please call or e-mail each client, then move or cancel the session from
        the Calendar tab (a session cannot be moved to another clinician from the panel yet).
      </p>
      <ul className="admin-compact-list reassign-list" aria-describedby="reassign-hint">
        {sessions.map((s) => (
          <li key={s.id}>
            <strong>{describeIndiaTime(new Date(s.startsAt))}</strong> · {MODE_LABELS[s.mode]} ·{' '}
            {serviceWords(s.service)}
            <br />
            {s.client.name || 'No name given'}
            {s.client.email ? ` · ${s.client.email}` : ''}
            {s.client.phone ? ` · ${s.client.phone}` : ''}
            <br />
            <AdminLink
              href={`/admin/calendar?view=day&clinician=${encodeURIComponent(slug)}&from=${indiaDateOf(new Date(s.startsAt))}`}
              onClick={closeDeactivation}
            >
              Open that day in the Calendar
              <span className="visually-hidden"> for {s.client.name || 'this session'}</span>
            </AdminLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Deactivating a clinician who leaves (asked first), then their sessions to reassign. */
export function DeactivateDialog() {
  const state = useStore($deactivation);
  const heading = useRef<HTMLHeadingElement>(null);
  const stage = state?.stage;
  // The confirmation's buttons go once it is done: focus moves to the list's heading.
  useEffect(() => {
    if (stage === 'list' || stage === 'failed') heading.current?.focus();
  }, [stage]);
  return (
    <Dialog open={state !== null} onClose={closeDeactivation} labelledBy={DEACTIVATE_TITLE}>
      {state?.stage === 'confirm' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirmDeactivate();
          }}
        >
          <h2 id={DEACTIVATE_TITLE}>Deactivate {state.who.name}?</h2>
          <p>
            They are signed out at once and cannot sign in again; clients can no longer book them.
            Sessions already booked stay booked: you will see the future ones next, to reassign.
            Their records are kept.
          </p>
          <FormProblem problem={state.problem} />
          <div className="admin-toolbar">
            <button type="submit" className="button" aria-disabled={state.working || undefined}>
              {state.working ? 'Deactivating…' : `Deactivate ${state.who.name}`}
            </button>
            <button
              type="button"
              className="button button--ghost"
              data-autofocus
              onClick={closeDeactivation}
            >
              Keep them active
            </button>
          </div>
        </form>
      )}
      {state && state.stage !== 'confirm' && (
        <>
          <h2 id={DEACTIVATE_TITLE} ref={heading} tabIndex={-1}>
            Sessions to reassign: {state.who.name}
          </h2>
          <div role="status">
            {state.stage === 'loading' && <p>Loading their future sessions…</p>}
            {state.stage === 'list' && state.justDeactivated && (
              <p>{state.who.name} has been deactivated.</p>
            )}
          </div>
          {state.stage === 'failed' && (
            <p className="admin-notice admin-notice--problem" role="alert">
              {state.problem}
            </p>
          )}
          {state.stage === 'list' && (
            <ReassignList slug={state.who.slug} sessions={state.sessions} />
          )}
          <div className="admin-toolbar">
            <button
              type="button"
              className="button button--ghost"
              data-autofocus
              onClick={closeDeactivation}
            >
              Close
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
