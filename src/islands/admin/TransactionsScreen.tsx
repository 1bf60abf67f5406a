import { useStore } from '@nanostores/react';
import { ADMIN_PANEL_MESSAGES, type AdminTransaction } from '#/lib/admin.ts';
import { type AdminRoute, adminHref, transactionsExportUrl } from '#/lib/admin-routes.ts';
import {
  customerLabel,
  lineName,
  PROVIDER_NAMES,
  transactionStateLabel,
  transactionTone,
} from '#/lib/admin-view.ts';
import { shortDate } from '#/lib/dates.ts';
import { formatPrice } from '#/lib/money.ts';
import { hasInvoice } from '#/lib/shop.ts';
import { $transactions, printInvoice, setTransactionFilters } from '#/stores/admin/transactions.ts';
import { AdminLink, SCREEN_HEADING_ID, ScreenHeading, TableScroll } from './shared.tsx';

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
      <div className="tx-card__actions">
        <button type="button" className="button button--ghost" onClick={() => printInvoice(tx)}>
          Print {hasInvoice(tx.status) ? 'Invoice' : 'Order Summary'}
          <span className="visually-hidden"> of order {tx.reference}</span>
        </button>
      </div>
    </article>
  );
}
