import { useStore } from '@nanostores/react';
import type { AdminTransaction } from '#/api/admin-transactions.ts';
import { ADMIN_PANEL_MESSAGES } from '#/features/admin/admin.ts';
import {
  type AdminRoute,
  adminHref,
  gstRegisterExportUrl,
  transactionsExportUrl,
} from '#/features/admin/admin-routes.ts';
import {
  customerLabel,
  lineName,
  PROVIDER_NAMES,
  transactionStateLabel,
  transactionTone,
} from '#/features/admin/admin-view.ts';
import {
  AdminLink,
  SCREEN_HEADING_ID,
  ScreenHeading,
  TableScroll,
} from '#/features/admin/shared.tsx';
import {
  $refundForms,
  closeRefund,
  openRefund,
  setRefundField,
  submitRefund,
  typedAmount,
} from '#/features/admin/transactions/refunds.store.ts';
import { canRefund, refundedSoFar } from '#/features/admin/transactions/refunds.ts';
import {
  $gstMonth,
  $transactions,
  printInvoice,
  setGstMonth,
  setTransactionFilters,
} from '#/features/admin/transactions/transactions.store.ts';
import { hasInvoice } from '#/features/shop/shop.ts';
import { shortDate } from '#/lib/dates.ts';
import { formatPrice } from '#/lib/money.ts';

type TransactionsRoute = Extract<AdminRoute, { name: 'transactions' }>;

/** One customer's orders, or everyone's, filtered by day and by success or error. */
export function TransactionsScreen({ route }: { route: TransactionsRoute }) {
  const state = useStore($transactions);
  const data = state.status === 'ready' ? state.data : undefined;
  const filtered = Boolean(route.date || route.state);
  const heading =
    route.who === 'all'
      ? 'All transactions'
      : data?.user
        ? `Transactions of ${customerLabel(data.user)}`
        : 'Transactions';

  return (
    <section aria-labelledby={SCREEN_HEADING_ID}>
      <ScreenHeading>{heading}</ScreenHeading>
      <form
        className="admin-filters"
        aria-label="Filter transactions"
        onSubmit={(event) => event.preventDefault()}
      >
        <p className="admin-field">
          <label htmlFor="tx-date">Date</label>
          <input
            id="tx-date"
            type="date"
            value={route.date ?? ''}
            onChange={(event) => setTransactionFilters({ date: event.target.value || undefined })}
          />
        </p>
        <p className="admin-field">
          <label htmlFor="tx-state">State</label>
          <select
            id="tx-state"
            value={route.state ?? ''}
            onChange={(event) =>
              setTransactionFilters({
                state: (event.target.value || undefined) as TransactionsRoute['state'],
              })
            }
          >
            <option value="">All</option>
            <option value="success">Success</option>
            <option value="error">Error</option>
          </select>
        </p>
        <div className="admin-filters__actions">
          {filtered && (
            <AdminLink
              className="button button--ghost"
              href={adminHref({ name: 'transactions', who: route.who })}
            >
              Clear filters
            </AdminLink>
          )}
          <a
            className="button button--ghost"
            href={transactionsExportUrl(route.who, route)}
            download
          >
            Export CSV
          </a>
        </div>
      </form>

      <GstRegister />

      <p role="status" className="admin-status">
        {state.status === 'loading' && 'Loading transactions…'}
        {state.status === 'failed' && state.message}
        {data &&
          (data.transactions.length === 0
            ? ADMIN_PANEL_MESSAGES.noTransactions
            : `${data.transactions.length} ${data.transactions.length === 1 ? 'transaction' : 'transactions'}.`)}
      </p>

      {data && data.transactions.length > 0 && (
        <ul className="tx-list">
          {data.transactions.map((tx) => (
            <li key={tx.reference}>
              <TransactionCard tx={tx} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TransactionCard({ tx }: { tx: AdminTransaction }) {
  const tone = transactionTone(tx.status);
  const headingId = `tx-${tx.reference}`;
  const captionId = `tx-${tx.reference}-products`;
  return (
    <article className={`tx-card tx-card--${tone}`} aria-labelledby={headingId}>
      <header className="tx-card__head">
        <h3 id={headingId}>Order {tx.reference}</h3>
        <p className={`tx-state tx-state--${tone}`}>{transactionStateLabel(tx.status)}</p>
      </header>
      {tone === 'error' && tx.errorMessage && <p className="tx-error">{tx.errorMessage}</p>}
      <dl className="tx-facts">
        <div>
          <dt>Reference</dt>
          <dd>{tx.reference}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{shortDate(tx.createdAt)}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>
            {tx.billing.name && <span className="tx-line">{tx.billing.name}</span>}
            <span className="tx-line">{tx.accountEmail}</span>
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatPrice(tx.total)}</dd>
        </div>
        <div>
          <dt>Provider</dt>
          <dd>{PROVIDER_NAMES[tx.provider]}</dd>
        </div>
        <div>
          <dt>Payment reference</dt>
          <dd>{tx.transactionReference ?? 'Not yet assigned'}</dd>
        </div>
      </dl>
      <TableScroll labelledBy={captionId}>
        <table className="admin-table admin-table--compact">
          <caption id={captionId}>Products in order {tx.reference}</caption>
          <thead>
            <tr>
              <th scope="col">S.No.</th>
              <th scope="col">Name</th>
              <th scope="col">Variant</th>
              <th scope="col">Cost</th>
              <th scope="col">Quantity</th>
              <th scope="col">Subtotal</th>
            </tr>
          </thead>
          <tbody>
            {tx.items.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are a fixed snapshot; their place is part of their identity.
              <tr key={`${line.productSlug}-${line.variantLabel}-${index}`}>
                <td>{index + 1}</td>
                <td>{lineName(line)}</td>
                <td>{line.variantLabel}</td>
                <td>{formatPrice(line.unitPrice)}</td>
                <td>{line.quantity}</td>
                <td>{formatPrice(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {refundedSoFar(tx) > 0 && (
        <p className="tx-refunded">
          Refunded {formatPrice(refundedSoFar(tx))} of {formatPrice(tx.total)}:{' '}
          {tx.documents
            .filter((d) => d.kind === 'credit_note')
            .map((d) => d.number)
            .join(', ')}
        </p>
      )}
      <div className="tx-card__actions">
        <button type="button" className="button button--ghost" onClick={() => printInvoice(tx)}>
          Print {hasInvoice(tx.status) ? 'Invoice' : 'Order Summary'}
          <span className="visually-hidden"> of order {tx.reference}</span>
        </button>
        {canRefund(tx) && <RefundButton tx={tx} />}
      </div>
      <RefundPanel tx={tx} />
    </article>
  );
}

/** The month's invoices, bills of supply and credit notes with their tax, for the GST returns. */
function GstRegister() {
  const month = useStore($gstMonth);
  return (
    <form
      className="admin-filters"
      aria-label="GST register"
      onSubmit={(event) => event.preventDefault()}
    >
      <p className="admin-field">
        <label htmlFor="gst-month">GST register month</label>
        <input
          id="gst-month"
          type="month"
          value={month}
          onChange={(event) => setGstMonth(event.target.value)}
        />
      </p>
      <div className="admin-filters__actions">
        <a className="button button--ghost" href={gstRegisterExportUrl(month)} download>
          Export GST register (CSV)
        </a>
      </div>
    </form>
  );
}

function RefundButton({ tx }: { tx: AdminTransaction }) {
  const forms = useStore($refundForms);
  if (forms[tx.reference]) return null;
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() => openRefund(tx.reference, tx.total - refundedSoFar(tx), refundedSoFar(tx))}
    >
      Refund<span className="visually-hidden"> order {tx.reference}</span>
    </button>
  );
}

/** Refund in full or in part, with the reason printed on the credit note. */
function RefundPanel({ tx }: { tx: AdminTransaction }) {
  const form = useStore($refundForms)[tx.reference];
  if (!form) return null;
  const id = `refund-${tx.reference}`;
  const balance = tx.total - refundedSoFar(tx);
  const amount = typedAmount(form.amount);
  const message = form.message && (
    <p className={form.status === 'failed' ? 'tx-error' : 'tx-note'} role="status">
      {form.message}
    </p>
  );
  if (form.status === 'asked') {
    // Once the list shows a new credit note, the provider has confirmed the refund.
    const confirmed = refundedSoFar(tx) > form.refundedBefore;
    const latest = tx.documents.filter((d) => d.kind === 'credit_note').at(-1);
    return (
      <section className="tx-refund" aria-labelledby={`${id}-heading`}>
        <h4 id={`${id}-heading`}>Refund of order {tx.reference}</h4>
        {confirmed && latest ? (
          <p className="tx-note" role="status">
            {PROVIDER_NAMES[tx.provider]} confirmed the refund: credit note {latest.number} is on
            the order and the customer has been e-mailed.
          </p>
        ) : (
          message
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => closeRefund(tx.reference)}
        >
          Close
        </button>
      </section>
    );
  }
  return (
    <form
      className="tx-refund"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitRefund(tx.reference);
      }}
    >
      <h4 id={`${id}-heading`}>Refund of order {tx.reference}</h4>
      <p className="tx-note">
        Up to {formatPrice(balance)} through {PROVIDER_NAMES[tx.provider]}. The customer gets a
        credit note and an e-mail once {PROVIDER_NAMES[tx.provider]} confirms the refund.
      </p>
      <p className="field">
        <label htmlFor={`${id}-amount`} className="field__label">
          Amount (Rs)
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={form.amount}
          onChange={(event) => setRefundField(tx.reference, 'amount', event.target.value)}
          aria-invalid={form.fieldErrors.amount ? true : undefined}
          aria-describedby={form.fieldErrors.amount ? `${id}-amount-error` : undefined}
        />
        {form.fieldErrors.amount && (
          <span className="field__error" id={`${id}-amount-error`}>
            {form.fieldErrors.amount}
          </span>
        )}
      </p>
      <p className="field">
        <label htmlFor={`${id}-reason`} className="field__label">
          Reason (printed on the credit note)
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          value={form.reason}
          onChange={(event) => setRefundField(tx.reference, 'reason', event.target.value)}
          aria-invalid={form.fieldErrors.reason ? true : undefined}
          aria-describedby={form.fieldErrors.reason ? `${id}-reason-error` : undefined}
        />
        {form.fieldErrors.reason && (
          <span className="field__error" id={`${id}-reason-error`}>
            {form.fieldErrors.reason}
          </span>
        )}
      </p>
      {form.askException && (
        <p className="field">
          <label htmlFor={`${id}-exception`} className="field__label">
            Reason for refunding sessions already booked (kept in the audit log)
          </label>
          <textarea
            id={`${id}-exception`}
            rows={2}
            value={form.exception}
            onChange={(event) => setRefundField(tx.reference, 'exception', event.target.value)}
          />
        </p>
      )}
      {form.askBookedSessions && (
        <fieldset
          className="field"
          aria-describedby={form.fieldErrors.bookedSessions ? `${id}-booked-error` : undefined}
        >
          <legend className="field__label">The sessions already booked with this package</legend>
          <label className="admin-check">
            <input
              type="radio"
              name={`${id}-booked`}
              value="cancel"
              checked={form.bookedSessions === 'cancel'}
              onChange={() => setRefundField(tx.reference, 'bookedSessions', 'cancel')}
            />{' '}
            Cancel them and tell the client, once the refund goes through
          </label>
          <label className="admin-check">
            <input
              type="radio"
              name={`${id}-booked`}
              value="keep"
              checked={form.bookedSessions === 'keep'}
              onChange={() => setRefundField(tx.reference, 'bookedSessions', 'keep')}
            />{' '}
            Keep them: they are paid for separately
          </label>
          {form.fieldErrors.bookedSessions && (
            <span className="field__error" id={`${id}-booked-error`}>
              {form.fieldErrors.bookedSessions}
            </span>
          )}
        </fieldset>
      )}
      {message}
      <div className="tx-card__actions">
        <button type="submit" className="button" disabled={form.status === 'sending'}>
          {form.status === 'sending'
            ? 'Asking the provider…'
            : `Refund ${amount !== undefined ? formatPrice(amount) : ''}`.trim()}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => closeRefund(tx.reference)}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
