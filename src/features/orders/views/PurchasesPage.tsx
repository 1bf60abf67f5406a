import type { CreditBalance } from '#/api/bookings.ts';
import type { Json } from '#/api/json.ts';
import type { PurchasedItem } from '#/api/purchases.ts';
import { CreditList } from '#/features/booking/views/CreditList.tsx';
import type { PurchasesWords } from '#/features/orders/purchases-words.ts';
import { countText, priceText } from '#/features/shop/price-words.ts';
import { SHOP_MESSAGES } from '#/features/shop/shop.ts';
import { orderHref } from '#/features/shop/shop-routes.ts';
import { shortDate } from '#/lib/dates.ts';
import { fill, formatDate, type Locale, localizedPath } from '#/lib/i18n.ts';
import { formatPrice } from '#/lib/money.ts';

/**
 * /user/mypurchaseditems, rendered on the server for the signed-in customer: every item of
 * their paid orders, newest first, and the session credits the packages became. Nothing on it
 * is interactive, so nothing hydrates; the list is in the first response.
 */
export function PurchasesPage({
  items,
  credits,
  words,
  locale = 'en',
}: {
  items: PurchasedItem[];
  credits: Json<CreditBalance>[];
  /** The words of a Hindi or Marathi page; the English page passes none. */
  words?: PurchasesWords;
  locale?: Locale;
}) {
  if (words) {
    return (
      <>
        {items.length === 0 ? (
          <div className="cart-empty">
            <h2>{words['purchases.none']}</h2>
            <p>{words['purchases.noneText']}</p>
            <a className="button" href={localizedPath(locale, '/shop')}>
              {words['cart.browse']}
            </a>
          </div>
        ) : (
          <TranslatedItems items={items} words={words} locale={locale} />
        )}
        {credits.length > 0 && (
          <section className="credits-summary" aria-labelledby="credits-summary-heading">
            <h2 id="credits-summary-heading">{words['purchases.credits']}</h2>
            <ul className="credit-list">
              {credits.map((c) => (
                <li key={c.id}>
                  {fill(words['purchases.credit'], {
                    product: c.productName,
                    remaining: countText(locale, c.remaining),
                    granted: countText(locale, c.granted),
                    date: formatDate(locale, new Date(c.expiresAt)),
                  })}
                </li>
              ))}
            </ul>
            <p className="shop-actions credits-summary__actions">
              <a className="button" href={localizedPath(locale, '/book')}>
                {words['purchases.book']}
              </a>
              <a href={localizedPath(locale, '/user/sessions')}>{words['purchases.mySessions']}</a>
            </p>
          </section>
        )}
      </>
    );
  }
  return (
    <>
      {items.length === 0 ? <NoPurchases /> : <PurchasedItems items={items} />}
      {credits.length > 0 && <CreditBalances credits={credits} />}
    </>
  );
}

function NoPurchases() {
  return (
    <div className="cart-empty">
      <h2>{SHOP_MESSAGES.noItems}</h2>
      <p>Packages you buy will be listed here with their invoices.</p>
      <a className="button" href="/shop">
        Browse the shop
      </a>
    </div>
  );
}

function PurchasedItems({ items }: { items: PurchasedItem[] }) {
  return (
    <ul className="purchase-grid" aria-label="Purchased items">
      {items.map((item) => (
        <li
          className="purchase-card"
          key={`${item.orderReference}:${item.name}:${item.variantLabel}`}
        >
          <h2 className="purchase-card__name">{item.name}</h2>
          <dl className="purchase-card__facts">
            <dt>Option</dt>
            <dd>{item.variantLabel}</dd>
            <dt>Sessions</dt>
            <dd>{item.sessions}</dd>
            <dt>Price</dt>
            <dd>{formatPrice(item.unitPrice)}</dd>
            <dt>Quantity</dt>
            <dd>{item.quantity}</dd>
            <dt>Date</dt>
            <dd>{shortDate(item.date)}</dd>
            <dt>Order</dt>
            <dd>
              <a href={orderHref(item.orderReference)}>
                {item.orderReference}
                <span className="visually-hidden"> (view the invoice)</span>
              </a>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The purchased items on a Hindi or Marathi page; product and option names stay English. */
function TranslatedItems({
  items,
  words,
  locale,
}: {
  items: PurchasedItem[];
  words: PurchasesWords;
  locale: Locale;
}) {
  return (
    <ul className="purchase-grid" aria-label={words['purchases.list']}>
      {items.map((item) => (
        <li
          className="purchase-card"
          key={`${item.orderReference}:${item.name}:${item.variantLabel}`}
        >
          <h2 className="purchase-card__name" lang="en-IN">
            {item.name}
          </h2>
          <dl className="purchase-card__facts">
            <dt>{words['purchases.option']}</dt>
            <dd lang="en-IN">{item.variantLabel}</dd>
            <dt>{words['purchases.sessions']}</dt>
            <dd>{countText(locale, item.sessions)}</dd>
            <dt>{words['purchases.price']}</dt>
            <dd>{priceText(locale, item.unitPrice)}</dd>
            <dt>{words['purchases.quantity']}</dt>
            <dd>{countText(locale, item.quantity)}</dd>
            <dt>{words['purchases.date']}</dt>
            <dd>{formatDate(locale, new Date(item.date))}</dd>
            <dt>{words['purchases.order']}</dt>
            <dd>
              <a href={localizedPath(locale, orderHref(item.orderReference))}>
                {item.orderReference}
                <span className="visually-hidden">{words['purchases.viewInvoice']}</span>
              </a>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Under the purchases: the session credits the packages became, with balance and expiry. */
function CreditBalances({ credits }: { credits: Json<CreditBalance>[] }) {
  return (
    <section className="credits-summary" aria-labelledby="credits-summary-heading">
      <h2 id="credits-summary-heading">Session credits</h2>
      <CreditList credits={credits} />
      <p className="shop-actions credits-summary__actions">
        <a className="button" href="/book">
          Book a session
        </a>
        <a href="/user/sessions">My sessions</a>
      </p>
    </section>
  );
}

/** The database could not be read: nothing is lost, and reloading asks again. */
export function PurchasesProblem({
  words,
  locale = 'en',
}: {
  words?: PurchasesWords;
  locale?: Locale;
} = {}) {
  if (words) {
    return (
      <div className="shop-problem" role="alert">
        <h2>{words['purchases.loadFailed']}</h2>
        <p>{words['purchases.loadFailedText']}</p>
        <a className="button" href={localizedPath(locale, '/user/mypurchaseditems')}>
          {words['purchases.tryAgain']}
        </a>
      </div>
    );
  }
  return (
    <div className="shop-problem" role="alert">
      <h2>We could not load your purchases</h2>
      <p>This is usually a brief connection problem. Please try again in a moment.</p>
      <a className="button" href="/user/mypurchaseditems">
        Try again
      </a>
    </div>
  );
}
