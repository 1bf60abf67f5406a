import { useStore } from '@nanostores/react';
import { MODE_LABELS } from '#/lib/booking.ts';
import { describeIndiaTime } from '#/lib/india-time.ts';
import { $clinicians } from '#/stores/admin/clinicians.ts';
import { AdminLink, SCREEN_HEADING_ID, ScreenHeading, TableScroll } from './shared.tsx';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The Clinicians tab: who offers sessions, when (India time) and their coming leave. */
export function CliniciansScreen() {
  const state = useStore($clinicians);
  const clinicians = state.status === 'ready' ? state.data : undefined;
  return (
    <section aria-labelledby={SCREEN_HEADING_ID}>
      <ScreenHeading>Clinicians</ScreenHeading>
      <p role="status" className="admin-status">
        {state.status === 'loading' && 'Loading clinicians…'}
        {state.status === 'failed' && state.message}
        {clinicians &&
          `${clinicians.length} ${clinicians.length === 1 ? 'clinician' : 'clinicians'}.`}
      </p>
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
                <th scope="col">Calendar</th>
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
                          {h.branch ? ` (${h.branch})` : ''}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    {c.blocks.length === 0
                      ? 'None'
                      : c.blocks.map((b) => (
                          <div key={b.id}>
                            {b.kind === 'leave' ? 'Leave' : 'Blocked'}{' '}
                            {describeIndiaTime(new Date(b.startsAt))} to{' '}
                            {describeIndiaTime(new Date(b.endsAt))}
                          </div>
                        ))}
                  </td>
                  <td>
                    <AdminLink href={`/admin/calendar?clinician=${c.slug}`}>
                      Sessions<span className="visually-hidden"> of {c.name}</span>
                    </AdminLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
