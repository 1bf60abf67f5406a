import { useId } from 'react';
import company from '../../../content/company.json';
import { lineName } from '../../lib/admin-view.ts';
import { shortDate } from '../../lib/dates.ts';
import { formatPrice } from '../../lib/money.ts';
import { ORDER_STATUS_LABELS, type OrderView, PROVIDER_LABELS } from '../../lib/shop.ts';
import './invoice.css';

/**
 * The invoice of one order, as the customer's order page and the admin's Print Invoice show
 * it. Every value is React text, so whatever a customer typed into the billing form is shown,
 * never parsed as markup. The company's details come from content/company.json (checked at
 * build time by src/content/schemas.ts); importing the JSON alone keeps the island small.
 */
export function Invoice({ order, headingLevel = 2 }: { order: OrderView; headingLevel?: 1 | 2 }) {
  const { billing } = order;
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  const titleId = useId();
  const address = [
    billing.streetAddress,
    billing.apartment,
    [billing.city, billing.state].filter(Boolean).join(', '),
    [billing.pinCode, billing.country].filter(Boolean).join(', '),
  ].filter((line) => line.trim() !== '');

  return (
    <article className="invoice" aria-labelledby={titleId}>
      <header className="invoice__header">
        <div>
          <p className="invoice__company">{company.invoiceName}</p>
          <p>{company.corporateOffice.invoiceAddress}</p>
          <p>
            {company.emails.care} · {company.phones.care.display}
          </p>
        </div>
        <div className="invoice__title">
          <Title id={titleId}>Invoice</Title>
          <p>
            <span className="invoice__label">Order </span>
            {order.id}
          </p>
          <p>
            <span className="invoice__label">Date </span>
            {shortDate(order.paidAt ?? order.createdAt)}
          </p>
        </div>
      </header>

      <div className="invoice__parties">
        <section>
          <Section>Customer details</Section>
          <p>{billing.name}</p>
          {billing.companyName && <p>{billing.companyName}</p>}
          <p>{billing.email}</p>
          <p>{billing.phoneNo}</p>
        </section>
        <section>
          <Section>Billing address</Section>
          {address.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      </div>

      <table className="invoice__table">
        <caption>Order {order.id}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Product</th>
            <th scope="col">Option</th>
            <th scope="col">Sessions</th>
            <th scope="col">Unit price</th>
            <th scope="col">Quantity</th>
            <th scope="col">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are a fixed snapshot; their place is part of their identity.
            <tr key={`${line.productId}-${line.variantLabel}-${index}`}>
              <td>{index + 1}</td>
              <td>{lineName(line)}</td>
              <td>{line.variantLabel}</td>
              <td>{line.sessions}</td>
              <td>{formatPrice(line.unitPrice)}</td>
              <td>{line.quantity}</td>
              <td>{formatPrice(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={6}>
              Total
            </th>
            <td>{formatPrice(order.total)}</td>
          </tr>
        </tfoot>
      </table>

      <section className="invoice__summary">
        <Section>Transaction summary</Section>
        <dl>
          <div>
            <dt>Status</dt>
            <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{formatPrice(order.total)}</dd>
          </div>
          <div>
            <dt>Payment method</dt>
            <dd>{PROVIDER_LABELS[order.provider]}</dd>
          </div>
          <div>
            <dt>Payment reference</dt>
            <dd>{order.transactionReference ?? 'Not yet assigned'}</dd>
          </div>
          <div>
            <dt>Order date</dt>
            <dd>{shortDate(order.createdAt)}</dd>
          </div>
          {order.paidAt && (
            <div>
              <dt>Payment date</dt>
              <dd>{shortDate(order.paidAt)}</dd>
            </div>
          )}
          {order.errorMessage && (
            <div>
              <dt>Payment error</dt>
              <dd>{order.errorMessage}</dd>
            </div>
          )}
        </dl>
      </section>
      <p className="invoice__footer">
        {company.legalName} · {company.siteUrl.replace(/^https?:\/\//, '')}
      </p>
    </article>
  );
}
