import { useStore } from '@nanostores/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { cancelReturnedOrder } from '#/features/orders/order.store.ts';
import { $cart, updateQuantity } from '#/features/shop/cart.store.ts';
import type { CartLine } from '#/features/shop/cart.ts';
import { $pricedCart, refreshCartPrices } from '#/features/shop/priced-cart.store.ts';
import { loadCatalogue } from '#/features/shop/products.store.ts';
import { SHOP_MESSAGES } from '#/features/shop/shop.ts';
import { productHref } from '#/features/shop/shop-routes.ts';
import { Icon } from '#/features/shop/views/Icons.tsx';
import { Notice, type NoticeMessage } from '#/features/shop/views/Notice.tsx';
import { ProductImage } from '#/features/shop/views/ProductImage.tsx';
import { QuantityStepper } from '#/features/shop/views/QuantityStepper.tsx';
import { formatPrice } from '#/lib/money.ts';
import { useMounted } from '#/lib/useMounted.ts';
import { optionText } from './format.ts';

export const CANCELLED_MESSAGE = 'Your payment was cancelled. Your cart is just as you left it.';
export const UNAVAILABLE_MESSAGE =
  'Some items in your cart are no longer available. Please remove them to continue.';

const EMPTY_LIST: never[] = [];

/** /user/mycart: the lines with their quantities, the grand total and Checkout. */
export default function CartView() {
  const mounted = useMounted();
  const items = useStore($cart, { ssr: () => EMPTY_LIST });
  const priced = useStore($pricedCart);
  const [message, setMessage] = useState<NoticeMessage>();
  const list = useRef<HTMLUListElement>(null);
  const emptyLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // Back from the payment page: ?cancelled={order} after Cancel, or ?unavailable=1 from Pay Now.
    const params = new URLSearchParams(window.location.search);
    const cancelled = params.get('cancelled');
    if (cancelled) {
      void cancelReturnedOrder(cancelled);
      setMessage({ text: CANCELLED_MESSAGE, kind: 'info' });
    } else if (params.has('unavailable')) {
      setMessage({ text: UNAVAILABLE_MESSAGE, kind: 'error' });
    }
    if (cancelled || params.has('unavailable')) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    void refreshCartPrices();
  }, []);

  const update = (line: CartLine, quantity: number) => {
    const removed = quantity === 0;
    const saved = updateQuantity(line, quantity);
    setMessage(
      saved
        ? { text: SHOP_MESSAGES.updated, kind: 'success' }
        : { text: 'We could not save your cart. Please try again.', kind: 'error' },
    );
    // A removed row takes its buttons with it: keep the keyboard in the cart.
    if (saved && removed) {
      requestAnimationFrame(() => {
        const next = list.current?.querySelector<HTMLElement>('input, button');
        (next ?? emptyLink.current)?.focus();
      });
    }
  };

  const notice = (
    <Notice message={message} onClose={() => setMessage(undefined)} className="cart-notice" />
  );

  if (mounted && items.length === 0) {
    return (
      <>
        {notice}
        <EmptyCart linkRef={emptyLink} />
      </>
    );
  }
  if (priced.status === 'error') {
    return (
      <>
        {notice}
        <div className="shop-problem" role="alert">
          <h2>We could not check today's prices</h2>
          <p>Your cart is saved on this device. Please try again in a moment.</p>
          <button type="button" className="button" onClick={() => void loadCatalogue()}>
            Try again
          </button>
        </div>
      </>
    );
  }
  if (!mounted || priced.status === 'loading') {
    // Before the stored cart is read, the page's inline hint (src/components/CartHint.astro)
    // has told the stylesheet how many lines it holds: the stand-in shown is the empty cart
    // itself, or that many lines, so nothing moves when the cart appears.
    return (
      <>
        <div className="cart-standin cart-standin--empty" aria-hidden="true">
          <div className="cart-notice" />
          <EmptyCart />
        </div>
        <div className="cart-standin cart-standin--lines" aria-busy="true">
          <div className="cart-notice" />
          <p className="visually-hidden" role="status">
            Loading your cart…
          </p>
          <div className="cart-layout">
            <div className="cart-lines" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((key) => (
                <div className="cart-line cart-line--skeleton" key={key}>
                  <div className="cart-line__image skeleton" />
                  <div className="cart-line__info">
                    <div className="skeleton skeleton--title" />
                    <div className="skeleton skeleton--line" />
                  </div>
                </div>
              ))}
            </div>
            <div className="cart-summary skeleton" aria-hidden="true" />
          </div>
        </div>
      </>
    );
  }

  return (
    <>
      {notice}
      <div className="cart-layout">
        <ul className="cart-lines" ref={list} aria-label="Items in your cart">
          {priced.lines.map((line) => (
            <CartRow key={`${line.productSlug}:${line.variantId}`} line={line} onUpdate={update} />
          ))}
        </ul>
        <section className="cart-summary" aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading">Order summary</h2>
          <p className="cart-summary__total">
            <span>Grand Total</span> <strong>{formatPrice(priced.total)}</strong>
          </p>
          <p className="cart-summary__note">
            Prices include all taxes. You will choose how to pay at checkout.
          </p>
          {priced.hasUnavailable ? (
            <>
              <button
                type="button"
                className="button cart-summary__checkout"
                disabled
                aria-describedby="cart-blocked"
              >
                Checkout
              </button>
              <p className="cart-summary__blocked" id="cart-blocked">
                Please remove the items that are no longer available to continue.
              </p>
            </>
          ) : (
            <a className="button cart-summary__checkout" href="/user/checkout">
              Checkout
            </a>
          )}
          <a className="cart-summary__more" href="/shop">
            Continue shopping
          </a>
        </section>
      </div>
    </>
  );
}

function EmptyCart({ linkRef }: { linkRef?: RefObject<HTMLAnchorElement | null> }) {
  return (
    <div className="cart-empty">
      <h2>{SHOP_MESSAGES.emptyCart}</h2>
      <p>Counselling session packages you add will appear here.</p>
      <a ref={linkRef} className="button" href="/shop">
        Browse the shop
      </a>
    </div>
  );
}

function CartRow({
  line,
  onUpdate,
}: {
  line: CartLine;
  onUpdate: (line: CartLine, quantity: number) => void;
}) {
  const [draft, setDraft] = useState(line.quantity);
  // Another tab (or Add to Cart elsewhere) changed this line: show what is stored now.
  useEffect(() => setDraft(line.quantity), [line.quantity]);
  const title = `${line.name}, ${line.differentby}`;
  return (
    <li className={line.available ? 'cart-line' : 'cart-line cart-line--gone'}>
      <ProductImage src={line.imgsrc} name={line.name} className="cart-line__image" />
      <div className="cart-line__info">
        <h2 className="cart-line__name">
          {line.available ? <a href={productHref(line.productSlug)}>{line.name}</a> : line.name}
        </h2>
        <p className="cart-line__meta">{optionText(line.differentby, line.sessions)}</p>
        <p className="cart-line__unit">
          Unit price: <span>{formatPrice(line.cost)}</span>
        </p>
        {!line.available && <p className="cart-line__gone">No longer available</p>}
      </div>
      {line.available ? (
        <div className="cart-line__quantity">
          <QuantityStepper value={draft} min={0} onChange={setDraft} itemName={title} />
          <button
            type="button"
            className="button button--ghost cart-line__update"
            onClick={() => onUpdate(line, draft)}
          >
            Update Cart<span className="visually-hidden"> for {title}</span>
          </button>
        </div>
      ) : (
        <div className="cart-line__quantity">
          <p className="cart-line__qty-text">Quantity: {line.quantity}</p>
        </div>
      )}
      {line.available && (
        <p className="cart-line__total">
          <span className="cart-line__total-label">Total</span>
          <strong>{formatPrice(line.lineTotal)}</strong>
        </p>
      )}
      <button
        type="button"
        className="icon-button cart-line__remove"
        aria-label={`Remove ${title}`}
        onClick={() => onUpdate(line, 0)}
      >
        <Icon name="trash" />
      </button>
    </li>
  );
}
