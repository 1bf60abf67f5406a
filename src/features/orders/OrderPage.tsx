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
import { fill, LANG_TAG, type Locale, localizedPath, unlocalizedPath } from '#/lib/i18n.ts';
import { ORDER_WORDS_EN, type OrderWords } from './words.ts';

// /hi/user/order/{reference} and /mr/… are the same page in another language.
const readReference = () => orderReferenceFromPath(unlocalizedPath(window.location.pathname));

/**
 * /user/order/{reference}: how the payment went, and the invoice. The Hindi and Marathi pages
 * pass their words and language; the tax invoice itself stays English (a GST document).
 */
export default function OrderPage({
  company,
  words = ORDER_WORDS_EN,
  locale = 'en',
}: {
  company: InvoiceCompany;
  words?: OrderWords;
  locale?: Locale;
}) {
  const state = useStore($order);
  const to = (path: string) => localizedPath(locale, path);
  const purchases = { label: words['order.purchases'], href: to('/user/mypurchaseditems') };
  useEffect(() => {
    void loadOrder(readReference());
  }, []);
  useEffect(() => {
    if (state.status === 'ready') {
      document.title = fill(words['order.documentTitle'], { reference: state.order.reference });
    }
    if (state.status === 'missing') document.title = words['order.notFoundTitle'];
  }, [state, words]);

  if (state.status === 'ready') {
    return (
      <Order
        order={state.order}
        company={company}
        words={words}
        locale={locale}
        purchases={purchases}
      />
    );
  }
  if (state.status === 'missing' || state.status === 'error') {
    const missing = state.status === 'missing';
    return (
      <>
        <div className="shop-band">
          <div className="container">
            <Breadcrumb
              items={[purchases, { label: words['order.crumb'] }]}
              words={locale === 'en' ? undefined : words}
              homeHref={to('/')}
            />
            <h1>{missing ? words['order.missing'] : words['order.loadFailed']}</h1>
          </div>
        </div>
        <div className="container shop-section">
          <p>{missing ? words['order.missingText'] : words['order.loadFailedText']}</p>
          <p className="shop-actions">
            {!missing && (
              <button
                type="button"
                className="button"
                onClick={() => void loadOrder(readReference())}
              >
                {words['order.tryAgain']}
              </button>
            )}
            <a className="button button--ghost" href={purchases.href}>
              {purchases.label}
            </a>
            <a className="button button--ghost" href={to('/shop')}>
              {words['order.backToShop']}
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
          <Breadcrumb
            items={[purchases, { label: words['order.crumb'] }]}
            words={locale === 'en' ? undefined : words}
            homeHref={to('/')}
          />
          <h1>{words['order.title']}</h1>
        </div>
      </div>
      <div className="container shop-section shop-section--fetched order-page">
        <p className="visually-hidden" role="status">
          {words['order.loading']}
        </p>
        <div className="skeleton skeleton--status" aria-hidden="true" />
        <div className="skeleton skeleton--button" aria-hidden="true" />
        {/* The seller's block is known before the order is: drawn at once, it is what a
            customer sees first, instead of a page that waits for the API to show anything. */}
        <div
          className="invoice"
          aria-hidden="true"
          lang={locale === 'en' ? undefined : LANG_TAG.en}
        >
          <div className="invoice__head">
            <InvoiceSeller company={company} />
            <div className="skeleton skeleton--panel" />
          </div>
        </div>
      </div>
    </>
  );
}

function Order({
  order,
  company,
  words,
  locale,
  purchases,
}: {
  order: OrderView;
  company: InvoiceCompany;
  words: OrderWords;
  locale: Locale;
  purchases: { label: string; href: string };
}) {
  const [message, setMessage] = useState<NoticeMessage>();
  const retry = async () => {
    if (!(await tryAgain(order))) {
      setMessage({ text: words['order.retryFailed'], kind: 'error' });
    }
  };
  const canRetry = ['failed', 'cancelled', 'expired'].includes(order.status);
  return (
    <>
      <div className="shop-band no-print">
        <div className="container">
          <Breadcrumb
            items={[
              purchases,
              { label: fill(words['order.crumbReference'], { reference: order.reference }) },
            ]}
            words={locale === 'en' ? undefined : words}
            homeHref={localizedPath(locale, '/')}
          />
          <h1>{words['order.title']}</h1>
        </div>
      </div>
      <div className="container shop-section shop-section--fetched order-page">
        <StatusPanel order={order} words={words} locale={locale} />
        <div className="order-actions no-print">
          {canRetry && (
            <button type="button" className="button" onClick={() => void retry()}>
              {words['order.tryAgain']}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => window.print()}>
            <Icon name="print" />{' '}
            {hasInvoice(order.status) ? words['order.printInvoice'] : words['order.printSummary']}
          </button>
        </div>
        <Notice
          message={message}
          onClose={() => setMessage(undefined)}
          className="no-print"
          closeLabel={words['notice.close']}
        />
        {locale === 'en' ? (
          <Invoice order={order} company={company} />
        ) : (
          <>
            <p className="order-english no-print">{words['order.invoiceEnglish']}</p>
            <div lang={LANG_TAG.en}>
              <Invoice order={order} company={company} />
            </div>
          </>
        )}
      </div>
    </>
  );
}

/** What happened to the payment, in words; announced when it changes while pending. */
function StatusPanel({
  order,
  words,
  locale,
}: {
  order: OrderView;
  words: OrderWords;
  locale: Locale;
}) {
  const confirming = useStore($confirming);
  let tone = 'info';
  let title: string;
  let text: string;
  /** The payment provider's own reason for a failure stays in its words (English). */
  let textLang: string | undefined;
  switch (order.status) {
    case 'pending':
      title = confirming === 'slow' ? words['order.slow'] : words['order.confirming'];
      text = confirming === 'slow' ? words['order.slowText'] : words['order.confirmingText'];
      break;
    case 'paid':
      tone = 'success';
      title = words['order.paid'];
      text = fill(words['order.paidText'], { email: order.billing.email });
      break;
    case 'failed':
      tone = 'error';
      title = words['order.failed'];
      text = order.errorMessage ?? words['order.failedText'];
      if (order.errorMessage && locale !== 'en') textLang = LANG_TAG.en;
      break;
    case 'cancelled':
      title = words['order.cancelled'];
      text = words['order.noMoney'];
      break;
    case 'expired':
      title = words['order.expired'];
      text = words['order.noMoney'];
      break;
    default:
      title = words['order.refunded'];
      text = words['order.refundedText'];
  }
  return (
    <div className={`status-panel status-panel--${tone} no-print`} role="status" aria-live="polite">
      {order.status === 'pending' && confirming === 'asking' && (
        <span className="spinner" aria-hidden="true" />
      )}
      <div>
        <p className="status-panel__title">{title}</p>
        <p className="status-panel__text" lang={textLang}>
          {text}
        </p>
      </div>
    </div>
  );
}
