import { useStore } from '@nanostores/react';
import type { Choice } from '#/features/admin/calendar/admin-booking-forms.ts';
import { BlockDialog } from '#/features/admin/calendar/BlockDialog.tsx';
import {
  showSessionsToReassign,
  startDeactivate,
  startInvite,
} from '#/features/admin/clinicians/clinician-accounts.store.ts';
import {
  $clinicians,
  $cliniciansNotice,
  type AdminClinicianView,
  removeBlock,
  startAddBlock,
  startAddClinician,
  startEditClinician,
} from '#/features/admin/clinicians/clinicians.store.ts';
import {
  AdminLink,
  SCREEN_HEADING_ID,
  ScreenHeading,
  TableScroll,
} from '#/features/admin/shared.tsx';
import { MODE_LABELS } from '#/features/booking/booking-rules.ts';
import { MeasureSettings } from '#/features/measures/MeasureSettings.tsx';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { DeactivateDialog, InviteDialog } from './ClinicianAccountDialogs.tsx';
import { ClinicianDialog } from './ClinicianDialog.tsx';
import { ClinicianPhoto } from './ClinicianPhoto.tsx';
import { BlockList } from './views/Blocks.tsx';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Whether the clinician can sign in to /clinician, in a few words. */
function signInStatus(c: AdminClinicianView): string {
  if (c.deactivatedAt) return `Deactivated ${describeIndiaTime(new Date(c.deactivatedAt))}`;
  if (!c.accountEmail) return 'No sign-in yet';
  const invitation = c.invitation;
  if (invitation?.usedAt) return `Signs in as ${c.accountEmail}`;
  if (invitation && new Date(invitation.expiresAt) > new Date())
    return `Invited as ${c.accountEmail}, link not opened yet`;
  return `Signs in as ${c.accountEmail} (invitation link expired)`;
}

/** The Clinicians tab: who offers sessions, when (India time) and their coming leave. */
export function CliniciansScreen({
  branches,
  services,
}: {
  branches: Choice[];
  services: Choice[];
}) {
  const placeName = (slug: string) => branches.find((b) => b.value === slug)?.label ?? slug;
  const state = useStore($clinicians);
  const notice = useStore($cliniciansNotice);
  // While a change reloads the list, the rows stay on screen (and focus on their buttons).
  const clinicians =
    state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : undefined;
  return (
    <section aria-labelledby={SCREEN_HEADING_ID}>
      <ScreenHeading>Clinicians</ScreenHeading>
      <div className="admin-toolbar">
        <button type="button" className="button" onClick={startAddClinician}>
          Add a clinician
        </button>
      </div>
      <p role="status" className="admin-status">
        {state.status === 'loading' && 'Loading clinicians…'}
        {state.status === 'failed' && state.message}
        {state.status === 'ready' &&
          `${state.data.length} ${state.data.length === 1 ? 'clinician' : 'clinicians'}.`}
      </p>
      <div aria-live="polite">
        {notice && <p className={`admin-notice admin-notice--${notice.tone}`}>{notice.text}</p>}
      </div>
      {clinicians && clinicians.length > 0 && (
        <TableScroll labelledBy="clinicians-caption">
          <table className="admin-table">
            <caption id="clinicians-caption">Clinicians, their weekly hours and leave</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Registration</th>
                <th scope="col">Sessions</th>
                <th scope="col">Weekly hours (IST)</th>
                <th scope="col">Leave and blocks</th>
                <th scope="col">Photo</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {clinicians.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    {c.name}
                    <br />
                    <small>
                      {c.role}
                      {c.demo ? ' · demo' : ''}
                      {c.active ? '' : ' · inactive'}
                    </small>
                    <br />
                    <small>{signInStatus(c)}</small>
                  </th>
                  <td>{c.registrationNumber || '—'}</td>
                  <td>
                    {c.sessionMinutes} min + {c.bufferMinutes} min buffer
                    <br />
                    <small>{c.languages.join(', ')}</small>
                  </td>
                  <td>
                    <ul className="admin-compact-list">
                      {c.hours.map((h) => (
                        <li key={`${h.weekday}-${h.from}-${h.mode}`}>
                          {WEEKDAYS[h.weekday]} {h.from}–{h.to} {MODE_LABELS[h.mode]}
                          {h.branch ? ` (${placeName(h.branch)})` : ''}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    {c.blocks.length === 0 ? (
                      'None'
                    ) : (
                      <BlockList
                        blocks={c.blocks}
                        whose={`for ${c.name}`}
                        onRemove={async (b) => {
                          // The button goes with the block: focus moves to the row's
                          // "Add leave or a block" rather than to the page's start.
                          if (await removeBlock(c, b))
                            document.getElementById(`add-block-${c.slug}`)?.focus();
                        }}
                      />
                    )}
                  </td>
                  <td>
                    <ClinicianPhoto clinician={c} />
                  </td>
                  <td>
                    <div className="admin-row-actions">
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => startEditClinician(c)}
                      >
                        Edit<span className="visually-hidden"> {c.name}</span>
                      </button>
                      <button
                        type="button"
                        id={`add-block-${c.slug}`}
                        className="button button--ghost button--small"
                        onClick={() => startAddBlock(c)}
                      >
                        Add leave or a block
                        <span className="visually-hidden"> for {c.name}</span>
                      </button>
                      <AdminLink href={`/admin/calendar?clinician=${c.slug}`}>
                        Sessions<span className="visually-hidden"> of {c.name}</span>
                      </AdminLink>
                      {c.deactivatedAt ? (
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          onClick={() => void showSessionsToReassign(c)}
                        >
                          Sessions to reassign
                          <span className="visually-hidden"> from {c.name}</span>
                        </button>
                      ) : (
                        <>
                          <button
                            type="button"
                            className="button button--ghost button--small"
                            onClick={() => startInvite(c)}
                          >
                            {c.accountEmail ? 'Invite again' : 'Invite to sign in'}
                            <span className="visually-hidden"> {c.name}</span>
                          </button>
                          <button
                            type="button"
                            className="button button--ghost button--small"
                            onClick={() => startDeactivate(c)}
                          >
                            Deactivate<span className="visually-hidden"> {c.name}</span>
                          </button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <MeasureSettings services={services} />
      <ClinicianDialog branches={branches} services={services} />
      <BlockDialog />
      <InviteDialog />
      <DeactivateDialog />
    </section>
  );
}
