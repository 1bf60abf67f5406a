import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { shortDate } from '#/lib/dates.ts';
import { formatPrice } from '#/lib/money.ts';
import { SHOP_MESSAGES } from '#/lib/shop.ts';
import { orderHref } from '#/lib/shop-routes.ts';
import { $purchases, loadPurchases } from '#/stores/purchases.ts';

/** /user/mypurchaseditems: every item of the customer's paid orders, newest first. */
export default function PurchasesView() {
  const state = useStore($purchases);
  useEffect(() => {
    void loadPurchases();
  }, []);

  if (state.status === 'error') {
    return (
      <div className="shop-problem" role="alert">
        <h2>We could not load your purchases</h2>
        <p>This is usually a brief connection problem. Please try again in a moment.</p>
        <button type="button" className="button" onClick={() => void loadPurchases()}>
          Try again
        </button>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className="purchase-grid" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading your purchases…
        </p>
        {[0, 1, 2].map((key) => (
          <div className="purchase-card skeleton skeleton--card" key={key} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (state.items.length === 0) {
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
  return (
    <ul className="purchase-grid" aria-label="Purchased items">
      {state.items.map((item) => (
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
