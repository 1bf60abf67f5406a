import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { blockText, mdxBlocks, truncateAtWord } from '#/lib/excerpt.ts';
import { formatPrice } from '#/lib/money.ts';
import { type PublicProduct, SHOP_MESSAGES } from '#/lib/shop.ts';
import { productHref, productSlugFromPath, variantFromSearch } from '#/lib/shop-routes.ts';
import { addToCart } from '#/stores/cart.ts';
import { $product, loadProduct } from '#/stores/products.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { sessionsText } from './format.ts';
import { Notice, type NoticeMessage } from './Notice.tsx';
import { ProductImage } from './ProductImage.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { VariantChoice } from './VariantChoice.tsx';

const SHOP = { label: 'Shop', href: '/shop' };

/**
 * The page's title, description and address follow the product: one static page serves them
 * all, and its HTML names the template's own address as canonical.
 */
function describePage(title: string, description: string) {
  document.title = `${title} | Psycortex`;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  for (const [selector, attribute] of [
    ['link[rel="canonical"]', 'href'],
    ['meta[property="og:url"]', 'content'],
  ] as const) {
    const element = document.querySelector(selector);
    const current = element?.getAttribute(attribute);
    if (element && current) {
      element.setAttribute(attribute, new URL(window.location.pathname, current).toString());
    }
  }
}

/** /shop/products/{slug}: one product, its options, a quantity and Add to Cart. */
export default function ProductDetail() {
  const state = useStore($product);
  useEffect(() => {
    void loadProduct(productSlugFromPath(window.location.pathname));
  }, []);
  useEffect(() => {
    if (state.status === 'ready') {
      const { product } = state;
      const text = mdxBlocks(product.description).map(blockText).join(' ');
      describePage(product.name, truncateAtWord(text || product.name, 155));
    } else if (state.status === 'missing') {
      describePage('Product not found', 'We could not find that product in the Psycortex shop.');
    }
  }, [state]);

  if (state.status === 'ready') return <Product product={state.product} />;
  if (state.status === 'missing' || state.status === 'error') {
    const missing = state.status === 'missing';
    return (
      <>
        <div className="shop-band">
          <div className="container">
            <Breadcrumb items={[SHOP, { label: missing ? 'Not found' : 'Product' }]} />
            <h1>{missing ? 'We could not find that product' : 'We could not load this product'}</h1>
          </div>
        </div>
        <div className="container shop-section">
          <p>
            {missing
              ? 'It may no longer be offered, or the link may be mistyped. Every package we offer is in the shop.'
              : 'This is usually a brief connection problem. Please try again in a moment.'}
          </p>
          <p className="shop-actions">
            {!missing && (
              <button
                type="button"
                className="button"
                onClick={() => void loadProduct(productSlugFromPath(window.location.pathname))}
              >
                Try again
              </button>
            )}
            <a className={missing ? 'button' : 'button button--ghost'} href="/shop">
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
          <Breadcrumb items={[SHOP, { label: 'Loading…' }]} />
          <div className="skeleton skeleton--heading" />
        </div>
      </div>
      <div className="container product-layout" aria-hidden="true">
        <div className="product-layout__image skeleton" />
        <div className="product-buy">
          <div className="skeleton skeleton--price" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--button" />
        </div>
      </div>
    </>
  );
}

function Product({ product }: { product: PublicProduct }) {
  // The option chosen on the shop's card comes along in the address.
  const [selected, setSelected] = useState(() => {
    const asked =
      typeof window === 'undefined' ? undefined : variantFromSearch(window.location.search);
    return product.variants.find((v) => v.id === asked)?.id ?? product.variants[0]?.id ?? '';
  });
  // The address follows the choice, so a shared or reloaded page shows the same option.
  const choose = (variantId: string) => {
    setSelected(variantId);
    window.history.replaceState(window.history.state, '', productHref(product.slug, variantId));
  };
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<NoticeMessage>();
  const variant = product.variants.find((v) => v.id === selected) ?? product.variants[0];

  const add = () => {
    const added = variant ? addToCart(product, variant, quantity) : false;
    setMessage(
      added
        ? { text: SHOP_MESSAGES.added, kind: 'success' }
        : { text: SHOP_MESSAGES.addFailed, kind: 'error' },
    );
  };

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
        <div className="product-buy">
          {variant ? (
            <>
              <p className="product-buy__price" aria-live="polite">
                <span className="price">{formatPrice(variant.price)}</span>
                <span className="sessions">
                  Number of sessions: <strong>{variant.sessions}</strong>
                </span>
              </p>
              <VariantChoice
                product={product}
                selected={selected}
                onSelect={choose}
                idPrefix="product"
              />
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
          ) : (
            <p>This package cannot be bought online just now. Please contact us.</p>
          )}
        </div>
      </div>
      <section className="container shop-section" aria-labelledby="about-package">
        <h2 id="about-package">About this package</h2>
        {/* Rendered on the server from markdown with raw HTML escaped: safe to insert. */}
        <div
          className="prose product-description"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered safe HTML (src/lib/shop.ts)
          dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
        />
      </section>
    </>
  );
}
