import { useStore } from '@nanostores/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { cancelReturnedOrder } from '#/features/orders/order.store.ts';
import { $cart, updateQuantity } from '#/features/shop/cart.store.ts';
import type { CartLine } from '#/features/shop/cart.ts';
import { $pricedCart, refreshCartPrices } from '#/features/shop/priced-cart.store.ts';
import { loadCatalogue } from '#/features/shop/products.store.ts';
import { productHref } from '#/features/shop/shop-routes.ts';
import { Icon } from '#/features/shop/views/Icons.tsx';
import { Notice, type NoticeMessage } from '#/features/shop/views/Notice.tsx';
import { ProductImage } from '#/features/shop/views/ProductImage.tsx';
import { QuantityStepper } from '#/features/shop/views/QuantityStepper.tsx';
import { fill, type Locale, localizedPath } from '#/lib/i18n.ts';
import { useMounted } from '#/lib/useMounted.ts';
import { CART_WORDS_EN, type CartWords } from './cart-words.ts';
import { optionWords, priceText } from './price-words.ts';

const EMPTY_LIST: never[] = [];

/**
 * /user/mycart: the lines with their quantities, the grand total and Checkout. The Hindi and
 * Marathi pages pass their words and language; the English page passes nothing.
 */
export default function CartView({
  words = CART_WORDS_EN,
  locale = 'en',
}: {
  words?: CartWords;
  locale?: Locale;
}) {
  const to = (path: string) => localizedPath(locale, path);
  const price = (paise: number) => priceText(locale, paise);
  const mounted = useMounted();
  const items = useStore($cart, { ssr: () => EMPTY_LIST });
  const priced = useStore($pricedCart);
  const [message, setMessage] = useState<NoticeMessage>();
  const list = useRef<HTMLUListElement>(null);
  const emptyLink = useRef<HTMLAnchorElement>(null);

  const cancelledText = words['cart.cancelled'];
  const unavailableText = words['cart.unavailable'];
  useEffect(() => {
    // Back from the payment page: ?cancelled={order} after Cancel, or ?unavailable=1 from Pay Now.
    const params = new URLSearchParams(window.location.search);
    const cancelled = params.get('cancelled');
    if (cancelled) {
      void cancelReturnedOrder(cancelled);
      setMessage({ text: cancelledText, kind: 'info' });
    } else if (params.has('unavailable')) {
      setMessage({ text: unavailableText, kind: 'error' });
    }
    if (cancelled || params.has('unavailable')) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    void refreshCartPrices();
  }, [cancelledText, unavailableText]);

  const update = (line: CartLine, quantity: number) => {
    const removed = quantity === 0;
    const saved = updateQuantity(line, quantity);
    setMessage(
      saved
        ? { text: words['cart.updated'], kind: 'success' }
        : { text: words['cart.saveFailed'], kind: 'error' },
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
    <Notice
      message={message}
      onClose={() => setMessage(undefined)}
      className="cart-notice"
      closeLabel={words['notice.close']}
    />
  );

  if (mounted && items.length === 0) {
    return (
      <>
        {notice}
        <EmptyCart linkRef={emptyLink} words={words} href={to('/shop')} />
      </>
    );
  }
  if (priced.status === 'error') {
    return (
      <>
        {notice}
        <div className="shop-problem" role="alert">
          <h2>{words['cart.pricesFailed']}</h2>
          <p>{words['cart.pricesFailedText']}</p>
          <button type="button" className="button" onClick={() => void loadCatalogue()}>
            {words['cart.tryAgain']}
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
          <EmptyCart words={words} href={to('/shop')} />
        </div>
        <div className="cart-standin cart-standin--lines" aria-busy="true">
          <div className="cart-notice" />
          <p className="visually-hidden" role="status">
            {words['cart.loading']}
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
        <ul className="cart-lines" ref={list} aria-label={words['cart.items']}>
          {priced.lines.map((line) => (
            <CartRow
              key={`${line.productSlug}:${line.variantId}`}
              line={line}
              onUpdate={update}
              words={words}
              locale={locale}
            />
          ))}
        </ul>
        <section className="cart-summary" aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading">{words['cart.summary']}</h2>
          <p className="cart-summary__total">
            <span>{words['cart.grandTotal']}</span> <strong>{price(priced.total)}</strong>
          </p>
          <p className="cart-summary__note">{words['cart.note']}</p>
          {priced.hasUnavailable ? (
            <>
              <button
                type="button"
                className="button cart-summary__checkout"
                disabled
                aria-describedby="cart-blocked"
              >
                {words['cart.checkout']}
              </button>
              <p className="cart-summary__blocked" id="cart-blocked">
                {words['cart.blocked']}
              </p>
            </>
          ) : (
            <a className="button cart-summary__checkout" href={to('/user/checkout')}>
              {words['cart.checkout']}
            </a>
          )}
          <a className="cart-summary__more" href={to('/shop')}>
            {words['cart.continue']}
          </a>
        </section>
      </div>
    </>
  );
}

function EmptyCart({
  linkRef,
  words,
  href,
}: {
  linkRef?: RefObject<HTMLAnchorElement | null>;
  words: CartWords;
  href: string;
}) {
  return (
    <div className="cart-empty">
      <h2>{words['cart.empty']}</h2>
      <p>{words['cart.emptyText']}</p>
      <a ref={linkRef} className="button" href={href}>
        {words['cart.browse']}
      </a>
    </div>
  );
}

function CartRow({
  line,
  onUpdate,
  words,
  locale,
}: {
  line: CartLine;
  onUpdate: (line: CartLine, quantity: number) => void;
  words: CartWords;
  locale: Locale;
}) {
  const price = (paise: number) => priceText(locale, paise);
  const [draft, setDraft] = useState(line.quantity);
  // Another tab (or Add to Cart elsewhere) changed this line: show what is stored now.
  useEffect(() => setDraft(line.quantity), [line.quantity]);
  const title = `${line.name}, ${line.differentby}`;
  return (
    <li className={line.available ? 'cart-line' : 'cart-line cart-line--gone'}>
      <ProductImage src={line.imgsrc} name={line.name} className="cart-line__image" />
      <div className="cart-line__info">
        <h2 className="cart-line__name" lang={locale === 'en' ? undefined : 'en-IN'}>
          {line.available ? (
            <a href={localizedPath(locale, productHref(line.productSlug))}>{line.name}</a>
          ) : (
            line.name
          )}
        </h2>
        <p className="cart-line__meta">
          {optionWords(words, locale, line.differentby, line.sessions)}
        </p>
        <p className="cart-line__unit">
          {words['cart.unitPrice']} <span>{price(line.cost)}</span>
        </p>
        {!line.available && <p className="cart-line__gone">{words['cart.gone']}</p>}
      </div>
      {line.available ? (
        <div className="cart-line__quantity">
          <QuantityStepper
            value={draft}
            min={0}
            onChange={setDraft}
            itemName={title}
            words={words}
          />
          <button
            type="button"
            className="button button--ghost cart-line__update"
            onClick={() => onUpdate(line, draft)}
          >
            {words['cart.update']}
            <span className="visually-hidden">
              {fill(words['cart.updateFor'], { item: title })}
            </span>
          </button>
        </div>
      ) : (
        <div className="cart-line__quantity">
          <p className="cart-line__qty-text">
            {fill(words['cart.quantity'], { n: line.quantity })}
          </p>
        </div>
      )}
      {line.available && (
        <p className="cart-line__total">
          <span className="cart-line__total-label">{words['cart.total']}</span>
          <strong>{price(line.lineTotal)}</strong>
        </p>
      )}
      <button
        type="button"
        className="icon-button cart-line__remove"
        aria-label={fill(words['cart.remove'], { item: title })}
        onClick={() => onUpdate(line, 0)}
      >
        <Icon name="trash" />
      </button>
    </li>
  );
}
