import { useState } from 'react';
import type { PublicProduct, PublicVariant } from '#/api/products.ts';
import { sessionsText } from '#/features/shop/format.ts';
import { SHOP_MESSAGES } from '#/features/shop/shop.ts';
import { productHref } from '#/features/shop/shop-routes.ts';
import { Breadcrumb } from '#/features/shop/views/Breadcrumb.tsx';
import { Notice, type NoticeMessage } from '#/features/shop/views/Notice.tsx';
import { ProductImage } from '#/features/shop/views/ProductImage.tsx';
import { QuantityStepper } from '#/features/shop/views/QuantityStepper.tsx';
import { VariantChoice } from '#/features/shop/views/VariantChoice.tsx';
import { formatPrice } from '#/lib/money.ts';
import { useOptionTickedBefore } from './early-choice.ts';
import { PriceList } from './PriceList.tsx';

const SHOP = { label: 'Shop', href: '/shop' };

/**
 * /shop/products/{slug}, rendered on the server into the page's first response. Only the buy
 * panel is interactive, so only it hydrates (src/features/shop/hydrate.tsx); the rest stays
 * the server's HTML. The panel is rendered as a root of its own (`buyPanelHtml`), exactly as the
 * browser hydrates it, so that React's generated ids match on both sides.
 */
export function ProductPage({
  product,
  buyPanelHtml,
}: {
  product: PublicProduct;
  buyPanelHtml: string;
}) {
  return (
    <>
      <div className="shop-band">
        <div className="container">
          <Breadcrumb items={[SHOP, { label: product.name }]} />
          <h1>{product.name}</h1>
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
        <h2 id="about-package">About this package</h2>
        <PriceList product={product} />
        {/* Rendered on the server from markdown with raw HTML escaped: safe to insert. */}
        <div
          className="prose product-description"
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
}: {
  product: PublicProduct;
  variantId: string | undefined;
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
    window.history.replaceState(window.history.state, '', productHref(product.slug, next));
  };
  useOptionTickedBefore(ticked, selected, choose);
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<NoticeMessage>();
  const variant = product.variants.find((v) => v.id === selected) ?? product.variants[0];
  if (!variant) return <p>This package cannot be bought online just now. Please contact us.</p>;

  const add = () => {
    const added = onAdd(product, variant, quantity);
    setMessage(
      added
        ? { text: SHOP_MESSAGES.added, kind: 'success' }
        : { text: SHOP_MESSAGES.addFailed, kind: 'error' },
    );
  };

  return (
    <>
      <p className="product-buy__price" aria-live="polite">
        <span className="price">{formatPrice(variant.price)}</span>
        <span className="sessions">
          Number of sessions: <strong>{variant.sessions}</strong>
        </span>
      </p>
      <VariantChoice product={product} selected={selected} onSelect={choose} idPrefix="product" />
      <QuantityStepper value={quantity} min={1} onChange={setQuantity} showReset />
      <div className="product-buy__actions">
        <button type="button" className="button" onClick={add}>
          Add to Cart
        </button>
        <a className="button button--ghost" href="/user/mycart">
          View Cart
        </a>
      </div>
      <Notice message={message} onClose={() => setMessage(undefined)} />
      <p className="product-buy__total">
        {quantity} × {variant.label} ({sessionsText(variant.sessions)}):{' '}
        <strong>{formatPrice(variant.price * quantity)}</strong>
      </p>
    </>
  );
}

/** The product page's body when the address names no product on offer. */
export function ProductMissing({ failed, href }: { failed: boolean; href: string }) {
  return (
    <>
      <div className="shop-band">
        <div className="container">
          <Breadcrumb items={[SHOP, { label: failed ? 'Product' : 'Not found' }]} />
          <h1>{failed ? 'We could not load this product' : 'We could not find that product'}</h1>
        </div>
      </div>
      <div className="container shop-section">
        <p>
          {failed
            ? 'This is usually a brief connection problem. Please try again in a moment.'
            : 'It may no longer be offered, or the link may be mistyped. Every package we offer is in the shop.'}
        </p>
        <p className="shop-actions">
          {failed && (
            <a className="button" href={href}>
              Try again
            </a>
          )}
          <a className={failed ? 'button button--ghost' : 'button'} href="/shop">
            Back to the shop
          </a>
        </p>
      </div>
    </>
  );
}
