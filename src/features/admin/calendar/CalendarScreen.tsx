import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { type AdminRoute, adminHref } from '#/features/admin/admin-routes.ts';
import type { Choice } from '#/features/admin/calendar/admin-booking-forms.ts';
import {
  $calendar,
  $calendarNotice,
  $clinicianChoices,
  type CalendarRow,
  calendarExportUrl,
  cancelForCustomer,
  markOutcome,
  setCalendarFilters,
  startCallerBooking,
  startMove,
} from '#/features/admin/calendar/calendar.store.ts';
import {
  AdminLink,
  Dialog,
  SCREEN_HEADING_ID,
  ScreenHeading,
  TableScroll,
} from '#/features/admin/shared.tsx';
import { MODE_LABELS } from '#/features/booking/booking-rules.ts';
import { STATUS_LABELS } from '#/features/booking/booking-view.ts';
import { addDays, describeIndiaTime } from '#/lib/india-time.ts';
import { CallerBookingDialog } from './CallerBookingDialog.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { SharedAnswersButton, SharedAnswersDialog } from './SharedAnswersDialog.tsx';

type CalendarRoute = Extract<AdminRoute, { name: 'calendar' }>;

function CancelDialog({ row, onClose }: { row: CalendarRow | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [waive, setWaive] = useState(false);
  return (
    <Dialog open={row !== null} onClose={onClose} labelledBy="cancel-session-heading">
      {row && (
        <form
          method="dialog"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await cancelForCustomer(row, reason, waive)) {
              setReason('');
              setWaive(false);
              onClose();
            }
          }}
        >
          <h2 id="cancel-session-heading">
            Cancel the session of {describeIndiaTime(new Date(row.startsAt))}
          </h2>
          <p>
            {row.customer.name} with {row.clinician.name}. The customer is e-mailed the reason.
          </p>
          <label className="admin-field">
            Reason
            <textarea
              data-autofocus
              required
              minLength={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <label className="admin-check">
            <input type="checkbox" checked={waive} onChange={(e) => setWaive(e.target.checked)} />{' '}
            Return the session credit even if it is less than 24 hours away
          </label>
          <div className="admin-toolbar">
            <button type="submit" className="button">
              Cancel the session
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              Keep it
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** The Calendar tab: a day or a week of sessions, each with what staff can do with it. */
export function CalendarScreen({
  route,
  branches,
  services,
}: {
  route: CalendarRoute;
  branches: Choice[];
  services: Choice[];
}) {
  const state = useStore($calendar);
  const notice = useStore($calendarNotice);
  const clinicians = useStore($clinicianChoices);
  const branchName = branches.find((b) => b.value === route.branch)?.label ?? route.branch;
  const clinicianName = clinicians.find((c) => c.slug === route.clinician)?.name ?? route.clinician;
  const [cancelling, setCancelling] = useState<CalendarRow | null>(null);
  const rows =
    state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : undefined;
  const now = Date.now();
  const step = route.days;
  const go = (patch: Partial<CalendarRoute>) => adminHref({ ...route, ...patch });
  return (
    <section aria-labelledby={SCREEN_HEADING_ID}>
      <ScreenHeading>Calendar</ScreenHeading>
      <div className="admin-toolbar">
        <button type="button" className="button" onClick={startCallerBooking}>
          Book for a caller
        </button>
      </div>
      <form
        className="admin-filters admin-filters--calendar"
        aria-label="Filter the calendar"
        onSubmit={(event) => event.preventDefault()}
      >
        <p className="admin-field">
          <label htmlFor="calendar-clinician">Clinician</label>
          <select
            id="calendar-clinician"
            value={route.clinician}
            onChange={(event) => setCalendarFilters({ clinician: event.target.value })}
          >
            <option value="">All clinicians</option>
            {route.clinician && !clinicians.some((c) => c.slug === route.clinician) && (
              <option value={route.clinician}>{route.clinician}</option>
            )}
            {clinicians.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </p>
        <p className="admin-field">
          <label htmlFor="calendar-branch">Branch</label>
          <select
            id="calendar-branch"
            value={route.branch}
            onChange={(event) => setCalendarFilters({ branch: event.target.value })}
          >
            <option value="">All branches and online</option>
            {branches.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
        </p>
        <label className="admin-check admin-filters__check">
          <input
            type="checkbox"
            checked={route.letGo}
            onChange={(event) => setCalendarFilters({ letGo: event.target.checked })}
          />
          Show holds that were let go
        </label>
      </form>
      <div className="admin-toolbar">
        <AdminLink className="button button--ghost" href={go({ from: addDays(route.from, -step) })}>
          Earlier
        </AdminLink>
        <AdminLink className="button button--ghost" href={go({ from: addDays(route.from, step) })}>
          Later
        </AdminLink>
        <AdminLink className="button button--ghost" href={go({ days: route.days === 1 ? 7 : 1 })}>
          {route.days === 1 ? 'Week view' : 'Day view'}
        </AdminLink>
        <a className="button button--ghost" href={calendarExportUrl()} download>
          Export CSV
        </a>
      </div>
      <p role="status" className="admin-status">
        {state.status === 'loading' && 'Loading the calendar…'}
        {state.status === 'failed' && state.message}
        {state.status === 'ready' &&
          `${rows!.length} ${rows!.length === 1 ? 'session' : 'sessions'} from ${route.from}, ${route.days === 1 ? 'one day' : 'seven days'}${route.clinician ? `, ${clinicianName}` : ''}${route.branch ? `, ${branchName}` : ''}.`}
      </p>
      <div aria-live="polite">
        {notice && <p className={`admin-notice admin-notice--${notice.tone}`}>{notice.text}</p>}
      </div>
      {rows && rows.length > 0 && (
        <TableScroll labelledBy="calendar-caption">
          <table className="admin-table">
            <caption id="calendar-caption">Sessions in India time</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Clinician</th>
                <th scope="col">Customer</th>
                <th scope="col">Way</th>
                <th scope="col">Service</th>
                <th scope="col">Language</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const begun = Date.parse(row.startsAt) <= now;
                return (
                  <tr key={row.id}>
                    <th scope="row">{describeIndiaTime(new Date(row.startsAt))}</th>
                    <td>
                      <AdminLink href={go({ clinician: row.clinician.slug })}>
                        {row.clinician.name}
                      </AdminLink>
                    </td>
                    <td>
                      {row.customer.name || row.customer.email}
                      <br />
                      <small>
                        {[row.customer.email, row.customer.phone].filter(Boolean).join(' · ')}
                      </small>
                    </td>
                    <td>
                      {MODE_LABELS[row.mode]}
                      {row.branch
                        ? ` (${branches.find((b) => b.value === row.branch)?.label ?? row.branch})`
                        : ''}
                    </td>
                    <td>{services.find((v) => v.value === row.service)?.label ?? row.service}</td>
                    <td>{row.language || '—'}</td>
                    <td>
                      {STATUS_LABELS[row.status]}
                      {row.cancelReason ? <small> — {row.cancelReason}</small> : null}
                    </td>
                    <td>
                      {row.status === 'confirmed' && begun && (
                        <>
                          <button
                            type="button"
                            className="button button--small"
                            onClick={() => void markOutcome(row, 'attended')}
                            aria-label={`Attended: ${row.customer.name}`}
                          >
                            Attended
                          </button>{' '}
                          <button
                            type="button"
                            className="button button--ghost button--small"
                            onClick={() => void markOutcome(row, 'no_show')}
                            aria-label={`Missed: ${row.customer.name}`}
                          >
                            Missed
                          </button>
                        </>
                      )}
                      {row.status === 'confirmed' && !begun && (
                        <>
                          <button
                            type="button"
                            className="button button--small"
                            onClick={() => startMove(row)}
                            aria-label={`Move: ${row.customer.name}`}
                          >
                            Move
                          </button>{' '}
                          <button
                            type="button"
                            className="button button--ghost button--small"
                            onClick={() => setCancelling(row)}
                            aria-label={`Cancel: ${row.customer.name}`}
                          >
                            Cancel
                          </button>
                        </>
                      )}{' '}
                      <SharedAnswersButton row={row} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <CancelDialog row={cancelling} onClose={() => setCancelling(null)} />
      <MoveDialog />
      <CallerBookingDialog branches={branches} services={services} />
      <SharedAnswersDialog />
    </section>
  );
}
