import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { OrderView } from '#/api/order.ts';
import { Invoice, type InvoiceCompany, InvoiceSeller } from '#/features/invoices/Invoice.tsx';
import { $confirming, $order, loadOrder, tryAgain } from '#/features/orders/order.store.ts';
import { hasInvoice, ORDER_STATUS_LABELS } from '#/features/shop/shop.ts';
import { orderReferenceFromPath } from '#/features/shop/shop-routes.ts';
import { Breadcrumb } from '#/features/shop/views/Breadcrumb.tsx';
import { Icon } from '#/features/shop/views/Icons.tsx';
import { Notice, type NoticeMessage } from '#/features/shop/views/Notice.tsx';

const PURCHASES = { label: 'Purchased Items', href: '/user/mypurchaseditems' };
const readReference = () => orderReferenceFromPath(window.location.pathname);

/** /user/order/{reference}: how the payment went, and the invoice. */
export default function OrderPage({ company }: { company: InvoiceCompany }) {
  const state = useStore($order);
  useEffect(() => {
    void loadOrder(readReference());
  }, []);
  useEffect(() => {
    if (state.status === 'ready') document.title = `Order ${state.order.reference} | Psycortex`;
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
              <button
                type="button"
                className="button"
                onClick={() => void loadOrder(readReference())}
              >
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
      <div className="container shop-section shop-section--fetched order-page">
        <p className="visually-hidden" role="status">
          Loading your order…
        </p>
        <div className="skeleton skeleton--status" aria-hidden="true" />
        <div className="skeleton skeleton--button" aria-hidden="true" />
        {/* The seller's block is known before the order is: drawn at once, it is what a
            customer sees first, instead of a page that waits for the API to show anything. */}
        <div className="invoice" aria-hidden="true">
          <div className="invoice__head">
            <InvoiceSeller company={company} />
            <div className="skeleton skeleton--panel" />
          </div>
        </div>
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
          <Breadcrumb items={[PURCHASES, { label: `Order ${order.reference}` }]} />
          <h1>Your order</h1>
        </div>
      </div>
      <div className="container shop-section shop-section--fetched order-page">
        <StatusPanel order={order} />
        <div className="order-actions no-print">
          {canRetry && (
            <button type="button" className="button" onClick={() => void retry()}>
              Try again
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => window.print()}>
            <Icon name="print" /> Print {hasInvoice(order.status) ? 'Invoice' : 'Order Summary'}
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
