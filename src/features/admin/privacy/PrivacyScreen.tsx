import { useStore } from '@nanostores/react';
import type { AdminPrivacyRequest } from '#/api/admin-privacy-requests.ts';
import {
  $privacyMessage,
  $privacyRequests,
  setRequestState,
} from '#/features/admin/privacy/privacy.store.ts';
import { SCREEN_HEADING_ID, ScreenHeading, TableScroll } from '#/features/admin/shared.tsx';
import { shortDate } from '#/lib/dates.ts';

const KINDS: Record<string, string> = {
  erasure: 'Erasure',
  correction: 'Correction',
  access: 'Access',
  grievance: 'Grievance',
  consent: 'Consent',
};
const STATES: Record<AdminPrivacyRequest['state'], string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
};

/** Requests people made from the privacy centre, open ones first, with how long they have waited. */
export function PrivacyScreen() {
  const state = useStore($privacyRequests);
  const message = useStore($privacyMessage);
  const requests = state.status === 'ready' ? state.data : undefined;
  return (
    <section aria-labelledby={SCREEN_HEADING_ID}>
      <ScreenHeading>Privacy requests</ScreenHeading>
      <p>
        Answer within 30 days. Erasures from the privacy centre happen at once and arrive here as
        done, for the record.
      </p>
      <p role="status" className="admin-status">
        {state.status === 'loading' && 'Loading requests…'}
        {state.status === 'failed' && state.message}
        {requests && (requests.length === 0 ? 'No requests yet.' : message)}
      </p>
      {requests && requests.length > 0 && (
        <TableScroll labelledBy="privacy-caption">
          <table className="admin-table">
            <caption id="privacy-caption">Privacy requests, open ones first</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Age</th>
                <th scope="col">Kind</th>
                <th scope="col">From</th>
                <th scope="col">Request</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <tr key={request.id}>
                  <td>{shortDate(request.createdAt)}</td>
                  <td>
                    {request.ageDays} {request.ageDays === 1 ? 'day' : 'days'}
                  </td>
                  <th scope="row">{KINDS[request.kind] ?? request.kind}</th>
                  <td>{request.contactEmail || 'Erased'}</td>
                  <td className="admin-pre">{request.detail}</td>
                  <td>
                    <label className="visually-hidden" htmlFor={`request-state-${request.id}`}>
                      State of request {request.id}
                    </label>
                    <select
                      id={`request-state-${request.id}`}
                      value={request.state}
                      onChange={(event) =>
                        void setRequestState(
                          request.id,
                          event.target.value as AdminPrivacyRequest['state'],
                        )
                      }
                    >
                      {Object.entries(STATES).map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
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
