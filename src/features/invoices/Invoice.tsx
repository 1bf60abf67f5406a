import type { OrderView } from '#/api/order.ts';
import { lineName } from '#/features/invoices/order-lines.ts';
import { ORDER_STATUS_LABELS, orderDocumentName, PROVIDER_LABELS } from '#/features/shop/shop.ts';
import { shortDate } from '#/lib/dates.ts';
import { formatPrice } from '#/lib/money.ts';
import { TaxDocument } from './TaxDocument.tsx';
import './invoice.css';

/**
 * The invoice of one order: the customer's order page (/user/order/{reference}) and the admin panel's
 * Print Invoice show this same component. Every value is React text, so what a customer typed
 * into the billing form is never parsed as markup. The seller's details come from the page
 * (src/content/invoice.ts), so the island ships no content code.
 */

/** The seller's details printed on the invoice, from content/company.json (given by the page). */
export interface InvoiceCompany {
  name: string;
  legalName: string;
  address: string;
  email: string;
  phone: string;
  website: string;
}

/** The seller's block at the head of the invoice. */
export function InvoiceSeller({ company }: { company: InvoiceCompany }) {
  return (
    <div className="invoice__company">
      <p className="invoice__brand">{company.name}</p>
      <p>{company.legalName}</p>
      <p>{company.address}</p>
      <p>
        {company.email} · {company.phone}
      </p>
      <p>{company.website}</p>
    </div>
  );
}

export function Invoice({ order, company }: { order: OrderView; company: InvoiceCompany }) {
  return (
    <article className="invoice" aria-labelledby="invoice-heading">
      <header className="invoice__head">
        <InvoiceSeller company={company} />
        <div className="invoice__meta">
          <h2 id="invoice-heading">{orderDocumentName(order.status)}</h2>
          <dl>
            <dt>Order reference</dt>
            <dd>{order.reference}</dd>
            <dt>Date</dt>
            <dd>{shortDate(order.paidAt ?? order.createdAt)}</dd>
            <dt>Status</dt>
            <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
            {order.documents.length > 0 && (
              <>
                <dt>Customer</dt>
                <dd>
                  {order.billing.email} · {order.billing.phone}
                </dd>
              </>
            )}
          </dl>
        </div>
      </header>

      {order.documents.length > 0 ? (
        order.documents.map((document) => <TaxDocument key={document.number} document={document} />)
      ) : (
        <OrderSummary order={order} />
      )}

      <section className="invoice__transaction" aria-labelledby="invoice-transaction">
        <h3 id="invoice-transaction">Transaction summary</h3>
        <dl>
          <dt>Payment provider</dt>
          <dd>{PROVIDER_LABELS[order.provider].replace(/ \(.*\)$/, '')}</dd>
          <dt>Transaction reference</dt>
          <dd>{order.transactionReference ?? 'Not yet assigned'}</dd>
          <dt>Amount</dt>
          <dd>{formatPrice(order.total)}</dd>
          <dt>Status</dt>
          <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
          {order.status === 'failed' && order.errorMessage && (
            <>
              <dt>Reason</dt>
              <dd>{order.errorMessage}</dd>
            </>
          )}
        </dl>
      </section>
      <p className="invoice__note">
        Thank you for choosing {company.name}. Questions about this invoice: {company.email}.
      </p>
    </article>
  );
}

/**
 * An order without a tax document (not paid, or paid before invoices were numbered): who
 * ordered and what, without any tax figures, so nothing unpaid looks like a tax invoice.
 */
function OrderSummary({ order }: { order: OrderView }) {
  const { billing } = order;
  const address = [
    billing.streetAddress,
    billing.apartment,
    `${billing.city}, ${billing.state} ${billing.pinCode}`,
    billing.country,
  ];
  return (
    <>
      <div className="invoice__parties">
        <section aria-labelledby="invoice-customer">
          <h3 id="invoice-customer">Customer details</h3>
          <p>{billing.name}</p>
          <p>{billing.email}</p>
          <p>{billing.phone}</p>
          {billing.company && <p>{billing.company}</p>}
        </section>
        <section aria-labelledby="invoice-address">
          <h3 id="invoice-address">Billing address</h3>
          {address.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      </div>

      {/* On a phone each line stacks as label and value (invoice.css); printed, it is a table. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="invoice__table-wrap" aria-label="Order items" tabIndex={0}>
        <table className="invoice__table">
          <caption className="visually-hidden">Items in order {order.reference}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Option</th>
              <th scope="col" className="num">
                Sessions
              </th>
              <th scope="col" className="num">
                Unit price
              </th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={`${item.productSlug}:${item.variantLabel}`}>
                <th scope="row">{lineName(item)}</th>
                <td data-label="Option">{item.variantLabel}</td>
                <td className="num" data-label="Sessions">
                  {item.sessions}
                </td>
                <td className="num" data-label="Unit price">
                  {formatPrice(item.unitPrice)}
                </td>
                <td className="num" data-label="Quantity">
                  {item.quantity}
                </td>
                <td className="num" data-label="Total">
                  {formatPrice(item.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                Grand Total
              </th>
              <td className="num">{formatPrice(order.total)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}
