import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatPrice } from '#/lib/money.ts';
import type { PublicProduct } from '#/lib/shop.ts';
import { productHref } from '#/lib/shop-routes.ts';
import { $catalogue, loadCatalogue } from '#/stores/products.ts';
import { labelIsSessions, sessionsText } from './format.ts';
import { ProductImage } from './ProductImage.tsx';
import { VariantChoice } from './VariantChoice.tsx';

/** /shop: one card per product. Cards of the final size stand in while the list loads. */
export default function ShopList() {
  const catalogue = useStore($catalogue);
  useEffect(() => {
    void loadCatalogue();
  }, []);

  if (catalogue.status === 'error') {
    return (
      <div className="shop-problem" role="alert">
        <h2>We could not load our session packages</h2>
        <p>
          This is usually a brief connection problem. Please try again; if it keeps happening, our
          care team will gladly help you choose a package.
        </p>
        <button type="button" className="button" onClick={() => void loadCatalogue()}>
          Try again
        </button>
      </div>
    );
  }
  if (catalogue.status === 'loading') {
    return (
      <div className="product-grid" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading the session packages…
        </p>
        {[0, 1, 2].map((key) => (
          <div className="product-card product-card--skeleton" key={key} aria-hidden="true">
            <div className="product-card__image skeleton" />
            <div className="product-card__body">
              <div className="skeleton skeleton--title" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--price" />
              <div className="skeleton skeleton--button" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (catalogue.products.length === 0) {
    return (
      <p className="shop-empty">
        No session packages are on offer just now. Please <a href="/contactus">contact us</a> and we
        will help you find the right support.
      </p>
    );
  }
  return (
    <ul className="product-grid" aria-label="Session packages">
      {catalogue.products.map((product) => (
        <li key={product.slug}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

function ProductCard({ product }: { product: PublicProduct }) {
  const [selected, setSelected] = useState(product.variants[0]?.id ?? '');
  const variant = product.variants.find((v) => v.id === selected) ?? product.variants[0];
  const headingId = `product-${product.slug}`;
  return (
    <article className="product-card" aria-labelledby={headingId}>
      <ProductImage src={product.image} name={product.name} className="product-card__image" />
      <div className="product-card__body">
        <h2 id={headingId} className="product-card__name">
          {product.name}
        </h2>
        {product.variants.length > 0 && (
          <VariantChoice
            product={product}
            selected={selected}
            onSelect={setSelected}
            idPrefix={`card-${product.slug}`}
          />
        )}
        {variant && (
          <p className="product-card__price" aria-live="polite">
            <span className="price">{formatPrice(variant.price)}</span>
            {!labelIsSessions(variant.label, variant.sessions) && (
              <span className="sessions">{sessionsText(variant.sessions)}</span>
            )}
          </p>
        )}
        <a className="button product-card__more" href={productHref(product.slug, variant?.id)}>
          Know More<span className="visually-hidden"> about {product.name}</span>
        </a>
      </div>
    </article>
  );
}
