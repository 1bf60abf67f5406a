import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { shortDate } from '../../lib/dates.ts';
import { formatPrice } from '../../lib/money.ts';
import { ORDER_STATUS_LABELS, type OrderView, PROVIDER_LABELS } from '../../lib/shop.ts';
import { orderIdFromPath } from '../../lib/shop-routes.ts';
import { $confirming, $order, loadOrder, tryAgain } from '../../stores/order.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { Icon } from './Icons.tsx';
import { Notice, type NoticeMessage } from './Notice.tsx';

/** The seller's details printed on the invoice, from content/company.json (given by the page). */
export interface InvoiceCompany {
  name: string;
  legalName: string;
  address: string;
  email: string;
  phone: string;
  website: string;
}

const PURCHASES = { label: 'Purchased Items', href: '/user/mypurchaseditems' };
const readId = () => orderIdFromPath(window.location.pathname);

/** /user/order/{id}: how the payment went, and the invoice. */
export default function OrderPage({ company }: { company: InvoiceCompany }) {
  const state = useStore($order);
  useEffect(() => {
    void loadOrder(readId());
  }, []);
  useEffect(() => {
    if (state.status === 'ready') document.title = `Order ${state.order.id} | Psycortex`;
    if (state.status === 'missing') document.title = 'Order not found | Psycortex';
  }, [state]);

  if (state.status === 'ready') return <Order order={state.order} company={company} />;
  if (state.status === 'missing' || state.status === 'error') {
    const missing = state.status === 'missing';
    return (
      <>
        <div className="shop-band">
          <div className="container">
            <Breadcrumb items={[PURCHASES, { label: 'Order' }]} />
            <h1>{missing ? 'We could not find that order' : 'We could not load this order'}</h1>
          </div>
        </div>
        <div className="container shop-section">
          <p>
            {missing
              ? 'Please check the link. Orders are shown only to the account that placed them.'
              : 'This is usually a brief connection problem. Your order is safe; please try again.'}
          </p>
          <p className="shop-actions">
            {!missing && (
              <button type="button" className="button" onClick={() => void loadOrder(readId())}>
                Try again
              </button>
            )}
            <a className="button button--ghost" href="/user/mypurchaseditems">
              Purchased Items
            </a>
            <a className="button button--ghost" href="/shop">
              Back to the shop
            </a>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <div className="shop-band" aria-busy="true">
        <div className="container">
          <Breadcrumb items={[PURCHASES, { label: 'Order' }]} />
          <h1>Your order</h1>
        </div>
      </div>
      <div className="container shop-section">
        <p className="visually-hidden" role="status">
          Loading your order…
        </p>
        <div className="skeleton skeleton--panel" aria-hidden="true" />
      </div>
    </>
  );
}

function Order({ order, company }: { order: OrderView; company: InvoiceCompany }) {
  const [message, setMessage] = useState<NoticeMessage>();
  const retry = async () => {
    if (!(await tryAgain(order))) {
      setMessage({
        text: 'We could not put these items back in your cart. Please try again.',
        kind: 'error',
      });
    }
  };
  const canRetry = ['failed', 'cancelled', 'expired'].includes(order.status);
  return (
    <>
      <div className="shop-band no-print">
        <div className="container">
          <Breadcrumb items={[PURCHASES, { label: `Order ${order.id}` }]} />
          <h1>Your order</h1>
        </div>
      </div>
      <div className="container shop-section order-page">
        <StatusPanel order={order} />
        <div className="order-actions no-print">
          {canRetry && (
            <button type="button" className="button" onClick={() => void retry()}>
              Try again
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => window.print()}>
            <Icon name="print" /> Print Invoice
          </button>
        </div>
        <Notice message={message} onClose={() => setMessage(undefined)} className="no-print" />
        <Invoice order={order} company={company} />
      </div>
    </>
  );
}

/** What happened to the payment, in words; announced when it changes while pending. */
function StatusPanel({ order }: { order: OrderView }) {
  const confirming = useStore($confirming);
  let tone = 'info';
  let title: string;
  let text: string;
  switch (order.status) {
    case 'pending':
      title =
        confirming === 'slow'
          ? 'This is taking longer than usual; we will e-mail you as soon as the payment is confirmed'
          : 'We are confirming your payment with the bank…';
      text =
        confirming === 'slow'
          ? 'You can safely close this page. Please do not pay for this order again.'
          : 'This usually takes a few seconds. Please keep this page open.';
      break;
    case 'paid':
      tone = 'success';
      title = 'Thank you. Your payment was received.';
      text = `A confirmation e-mail is on its way to ${order.billing.email}.`;
      break;
    case 'failed':
      tone = 'error';
      title = ORDER_STATUS_LABELS.failed;
      text = order.errorMessage ?? 'The payment did not go through and no money was taken.';
      break;
    case 'cancelled':
      title = 'This order was cancelled.';
      text = 'No money was taken. You can try again whenever you are ready.';
      break;
    case 'expired':
      title = 'This order expired before it was paid.';
      text = 'No money was taken. You can try again whenever you are ready.';
      break;
    default:
      title = 'This order was refunded.';
      text = 'The amount has been returned to your original payment method.';
  }
  return (
    <div className={`status-panel status-panel--${tone} no-print`} role="status" aria-live="polite">
      {order.status === 'pending' && confirming === 'asking' && (
        <span className="spinner" aria-hidden="true" />
      )}
      <div>
        <p className="status-panel__title">{title}</p>
        <p className="status-panel__text">{text}</p>
      </div>
    </div>
  );
}

function Invoice({ order, company }: { order: OrderView; company: InvoiceCompany }) {
  const { billing } = order;
  const address = [
    billing.streetAddress,
    billing.apartment,
    `${billing.city}, ${billing.state} ${billing.pinCode}`,
    billing.country,
  ];
  return (
    <article className="invoice" aria-labelledby="invoice-heading">
      <header className="invoice__head">
        <div className="invoice__company">
          <p className="invoice__brand">{company.name}</p>
          <p>{company.legalName}</p>
          <p>{company.address}</p>
          <p>
            {company.email} · {company.phone}
          </p>
          <p>{company.website}</p>
        </div>
        <div className="invoice__meta">
          <h2 id="invoice-heading">Invoice</h2>
          <dl>
            <dt>Order reference</dt>
            <dd>{order.id}</dd>
            <dt>Date</dt>
            <dd>{shortDate(order.paidAt ?? order.createdAt)}</dd>
            <dt>Status</dt>
            <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
          </dl>
        </div>
      </header>

      <div className="invoice__parties">
        <section aria-labelledby="invoice-customer">
          <h3 id="invoice-customer">Customer details</h3>
          <p>{billing.name}</p>
          <p>{billing.email}</p>
          <p>{billing.phoneNo}</p>
          {billing.companyName && <p>{billing.companyName}</p>}
        </section>
        <section aria-labelledby="invoice-address">
          <h3 id="invoice-address">Billing address</h3>
          {address.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
      </div>

      {/* On a phone the table scrolls sideways inside its frame; the frame takes the keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <div className="invoice__table-wrap" role="region" aria-label="Order items" tabIndex={0}>
        <table className="invoice__table">
          <caption className="visually-hidden">Items in order {order.id}</caption>
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
              <tr key={`${item.productId}:${item.variantLabel}`}>
                <th scope="row">{item.name}</th>
                <td>{item.variantLabel}</td>
                <td className="num">{item.sessions}</td>
                <td className="num">{formatPrice(item.unitPrice)}</td>
                <td className="num">{item.quantity}</td>
                <td className="num">{formatPrice(item.lineTotal)}</td>
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
      </div>

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
