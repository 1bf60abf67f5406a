import { useStore } from '@nanostores/react';
import type { AdminEnquiry } from '#/api/admin-enquiries.ts';
import {
  $enquiries,
  $openEnquiry,
  closeEnquiry,
  ENQUIRIES_EXPORT_URL,
  openEnquiry,
} from '#/features/admin/contact/enquiries.store.ts';
import { Dialog, SCREEN_HEADING_ID, ScreenHeading, TableScroll } from '#/features/admin/shared.tsx';
import { shortDate } from '#/lib/dates.ts';

const fullName = (e: AdminEnquiry) => `${e.firstname} ${e.lastname}`.trim();

/** Contact enquiries, newest first, each readable in full in a dialog. */
export function ContactScreen() {
  const state = useStore($enquiries);
  const enquiries = state.status === 'ready' ? state.data : undefined;
  return (
    <section aria-labelledby={SCREEN_HEADING_ID}>
      <ScreenHeading>Contact enquiries</ScreenHeading>
      <div className="admin-toolbar">
        <a className="button button--ghost" href={ENQUIRIES_EXPORT_URL} download>
          Export CSV
        </a>
      </div>
      <p role="status" className="admin-status">
        {state.status === 'loading' && 'Loading enquiries…'}
        {state.status === 'failed' && state.message}
        {enquiries &&
          (enquiries.length === 0
            ? 'No enquiries yet.'
            : `${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'}, newest first.`)}
      </p>
      {enquiries && enquiries.length > 0 && (
        <TableScroll labelledBy="enquiries-caption">
          <table className="admin-table">
            <caption id="enquiries-caption">Contact enquiries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Contact Number</th>
                <th scope="col">City</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {enquiries.map((enquiry) => (
                <tr key={enquiry.id}>
                  <td>{shortDate(enquiry.createdAt)}</td>
                  <th scope="row">{fullName(enquiry)}</th>
                  <td>{enquiry.email}</td>
                  <td>{enquiry.contactNumber}</td>
                  <td>{enquiry.city}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => openEnquiry(enquiry)}
                    >
                      View<span className="visually-hidden"> enquiry from {fullName(enquiry)}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <EnquiryDialog />
    </section>
  );
}

const TIME = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

function received(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? shortDate(date)
    : `${shortDate(date)}, ${TIME.format(date)}`;
}

function EnquiryDialog() {
  const enquiry = useStore($openEnquiry);
  return (
    <Dialog
      open={enquiry !== null}
      onClose={closeEnquiry}
      labelledBy="enquiry-title"
      className="admin-dialog--wide"
    >
      {enquiry && (
        <>
          <h2 id="enquiry-title" tabIndex={-1} data-autofocus>
            Enquiry from {fullName(enquiry)}
          </h2>
          <dl className="enquiry-details">
            <div>
              <dt>Received</dt>
              <dd>{received(enquiry.createdAt)}</dd>
            </div>
            <div>
              <dt>First name</dt>
              <dd>{enquiry.firstname}</dd>
            </div>
            <div>
              <dt>Last name</dt>
              <dd>{enquiry.lastname}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
              </dd>
            </div>
            <div>
              <dt>Contact number</dt>
              <dd>
                <a href={`tel:${enquiry.contactNumber}`}>{enquiry.contactNumber}</a>
              </dd>
            </div>
            <div>
              <dt>City</dt>
              <dd>{enquiry.city}</dd>
            </div>
            <div>
              <dt>State</dt>
              <dd>{enquiry.state}</dd>
            </div>
            <div>
              <dt>Country</dt>
              <dd>{enquiry.country}</dd>
            </div>
            <div className="enquiry-details__message">
              <dt>Message</dt>
              {/* white-space: pre-wrap keeps the writer's line breaks; the text stays text. */}
              <dd className="enquiry-message">{enquiry.message}</dd>
            </div>
          </dl>
          <div className="admin-actions">
            <button type="button" className="button" onClick={closeEnquiry}>
              Close
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
