import { useState } from 'react';
import type { PublicProduct, PublicVariant } from '#/api/products.ts';
import { CATALOGUE_WORDS_EN, type CatalogueWords } from '#/features/shop/catalogue-words.ts';
import { sessionsText } from '#/features/shop/format.ts';
import { countText, priceText, sessionsCount } from '#/features/shop/price-words.ts';
import { SHOP_MESSAGES } from '#/features/shop/shop.ts';
import { productHref } from '#/features/shop/shop-routes.ts';
import { Breadcrumb } from '#/features/shop/views/Breadcrumb.tsx';
import { Notice, type NoticeMessage } from '#/features/shop/views/Notice.tsx';
import { ProductImage } from '#/features/shop/views/ProductImage.tsx';
import { QuantityStepper } from '#/features/shop/views/QuantityStepper.tsx';
import { VariantChoice } from '#/features/shop/views/VariantChoice.tsx';
import { type Locale, localizedPath } from '#/lib/i18n.ts';
import { formatPrice } from '#/lib/money.ts';
import { useMounted } from '#/lib/useMounted.ts';
import { useOptionTickedBefore } from './early-choice.ts';
import { PriceList } from './PriceList.tsx';

/**
 * /shop/products/{slug}, rendered on the server into the page's first response. Only the buy
 * panel is interactive, so only it hydrates (src/features/shop/hydrate.tsx); the rest stays
 * the server's HTML. The panel is rendered as a root of its own (`buyPanelHtml`), exactly as the
 * browser hydrates it, so that React's generated ids match on both sides.
 */
export function ProductPage({
  product,
  buyPanelHtml,
  words,
  locale = 'en',
}: {
  product: PublicProduct;
  buyPanelHtml: string;
  /** The words of a Hindi or Marathi page; the English page passes none. */
  words?: CatalogueWords;
  locale?: Locale;
}) {
  const w = words ?? CATALOGUE_WORDS_EN;
  return (
    <>
      <div className="shop-band">
        <div className="container">
          <Breadcrumb
            items={[
              { label: w['shop.crumb'], href: localizedPath(locale, '/shop') },
              { label: product.name },
            ]}
            words={words}
            homeHref={localizedPath(locale, '/')}
          />
          {/* The catalogue's names are English: marked so on a Hindi or Marathi page. */}
          <h1 lang={words ? 'en-IN' : undefined}>{product.name}</h1>
        </div>
      </div>
      <div className="container product-layout">
        <ProductImage
          src={product.image}
          name={product.name}
          eager
          className="product-layout__image"
        />
        <div
          className="product-buy"
          data-buy-root="product"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of BuyPanel
          dangerouslySetInnerHTML={{ __html: buyPanelHtml }}
        />
      </div>
      <section className="container shop-section" aria-labelledby="about-package">
        <h2 id="about-package">{w['product.about']}</h2>
        <PriceList product={product} words={words} locale={locale} />
        {/* Rendered on the server from markdown with raw HTML escaped: safe to insert. */}
        <div
          className="prose product-description"
          // The catalogue's descriptions are written in English.
          lang={words ? 'en-IN' : undefined}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered safe HTML (src/server/catalogue/products.server.ts)
          dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
        />
      </section>
    </>
  );
}

/** The first option, or the one the address names. */
export const initialVariant = (product: PublicProduct, asked: string | undefined) =>
  product.variants.find((v) => v.id === asked)?.id ?? product.variants[0]?.id ?? '';

/** Price, options, quantity and Add to Cart: the part of the product page that hydrates. */
export function BuyPanel({
  product,
  variantId,
  ticked,
  onAdd = () => false,
  words,
  locale = 'en',
}: {
  product: PublicProduct;
  variantId: string | undefined;
  /** The words of a Hindi or Marathi page; the English page passes none. */
  words?: CatalogueWords;
  locale?: Locale;
  /** The option ticked before hydration, if any (see early-choice.ts). */
  ticked?: string;
  /**
   * Puts the choice in the cart: the island (hydrate.tsx) binds the cart store here, so this
   * view imports no store and the server may render it.
   */
  onAdd?: (product: PublicProduct, variant: PublicVariant, quantity: number) => boolean;
}) {
  const [selected, setSelected] = useState(() => initialVariant(product, variantId));
  // The address follows the choice, so a shared or reloaded page shows the same option.
  const choose = (next: string) => {
    setSelected(next);
    window.history.replaceState(
      window.history.state,
      '',
      localizedPath(locale, productHref(product.slug, next)),
    );
  };
  useOptionTickedBefore(ticked, selected, choose);
  // Rendered by the server and hydrated when the browser is free: until then the buttons are
  // disabled rather than dead, so a quick tap is refused visibly instead of lost.
  const live = useMounted();
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<NoticeMessage>();
  const variant = product.variants.find((v) => v.id === selected) ?? product.variants[0];
  const w = words ?? CATALOGUE_WORDS_EN;
  if (!variant) return <p>{w['product.unavailable']}</p>;

  const add = () => {
    const added = onAdd(product, variant, quantity);
    setMessage(
      added
        ? { text: words ? words['product.added'] : SHOP_MESSAGES.added, kind: 'success' }
        : { text: words ? words['product.addFailed'] : SHOP_MESSAGES.addFailed, kind: 'error' },
    );
  };
  const price = (paise: number) => (words ? priceText(locale, paise) : formatPrice(paise));

  return (
    <>
      <p className="product-buy__price" aria-live="polite">
        <span className="price">{price(variant.price)}</span>
        {words ? (
          <span className="sessions">
            {words['product.sessions']} <strong>{countText(locale, variant.sessions)}</strong>
          </span>
        ) : (
          <span className="sessions">
            Number of sessions: <strong>{variant.sessions}</strong>
          </span>
        )}
      </p>
      <VariantChoice
        product={product}
        selected={selected}
        onSelect={choose}
        idPrefix="product"
        optionWord={words?.['shop.option']}
      />
      <QuantityStepper
        value={quantity}
        min={1}
        onChange={setQuantity}
        showReset
        disabled={!live}
        words={words}
      />
      <div className="product-buy__actions">
        <button type="button" className="button" onClick={add} disabled={!live}>
          {w['product.addToCart']}
        </button>
        <a className="button button--ghost" href={localizedPath(locale, '/user/mycart')}>
          {w['product.viewCart']}
        </a>
      </div>
      <Notice
        message={message}
        onClose={() => setMessage(undefined)}
        closeLabel={w['notice.close']}
      />
      {words ? (
        <p className="product-buy__total">
          {`${countText(locale, quantity)} × ${variant.label} (${sessionsCount(words, locale, variant.sessions)}): `}
          <strong>{price(variant.price * quantity)}</strong>
        </p>
      ) : (
        <p className="product-buy__total">
          {quantity} × {variant.label} ({sessionsText(variant.sessions)}):{' '}
          <strong>{formatPrice(variant.price * quantity)}</strong>
        </p>
      )}
    </>
  );
}

/** The product page's body when the address names no product on offer. */
export function ProductMissing({
  failed,
  href,
  words,
  locale = 'en',
}: {
  failed: boolean;
  href: string;
  words?: CatalogueWords;
  locale?: Locale;
}) {
  const w = words ?? CATALOGUE_WORDS_EN;
  return (
    <>
      <div className="shop-band">
        <div className="container">
          <Breadcrumb
            items={[
              { label: w['shop.crumb'], href: localizedPath(locale, '/shop') },
              { label: failed ? w['product.crumb'] : w['product.notFoundCrumb'] },
            ]}
            words={words}
            homeHref={localizedPath(locale, '/')}
          />
          <h1>{failed ? w['product.loadFailed'] : w['product.notFound']}</h1>
        </div>
      </div>
      <div className="container shop-section">
        <p>{failed ? w['product.loadFailedText'] : w['product.notFoundText']}</p>
        <p className="shop-actions">
          {failed && (
            <a className="button" href={href}>
              {w['product.tryAgain']}
            </a>
          )}
          <a
            className={failed ? 'button button--ghost' : 'button'}
            href={localizedPath(locale, '/shop')}
          >
            {w['product.backToShop']}
          </a>
        </p>
      </div>
    </>
  );
}
