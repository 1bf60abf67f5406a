import { useState } from 'react';
import type { PublicProduct } from '#/api/products.ts';
import type { CatalogueWords } from '#/features/shop/catalogue-words.ts';
import { labelIsSessions, sessionsText } from '#/features/shop/format.ts';
import { priceText, sessionsCount } from '#/features/shop/price-words.ts';
import { productHref } from '#/features/shop/shop-routes.ts';
import { ProductImage } from '#/features/shop/views/ProductImage.tsx';
import { VariantChoice } from '#/features/shop/views/VariantChoice.tsx';
import { fill, type Locale, localizedPath } from '#/lib/i18n.ts';
import { formatPrice } from '#/lib/money.ts';
import { useOptionTickedBefore } from './early-choice.ts';
import { PriceList } from './PriceList.tsx';

/**
 * /shop's cards, rendered on the server into the page's first response. Each card's option
 * choice and price hydrate on their own (src/features/shop/hydrate.tsx); names and
 * pictures stay the server's HTML. Each choice is rendered as a root of its own
 * (`choiceHtml`), exactly as the browser hydrates it.
 */
export function ShopPage({
  products,
  choiceHtml,
  words,
  locale = 'en',
}: {
  products: PublicProduct[] | undefined;
  /** React's rendering of each product's CardChoice, by slug. */
  choiceHtml: Record<string, string>;
  /** The words of a Hindi or Marathi page; the English page passes none. */
  words?: CatalogueWords;
  locale?: Locale;
}) {
  if (!products && words) {
    return (
      <div className="shop-problem" role="alert">
        <h2>{words['shop.loadFailed']}</h2>
        <p>{words['shop.loadFailedText']}</p>
        <a className="button" href={localizedPath(locale, '/shop')}>
          {words['shop.tryAgain']}
        </a>
      </div>
    );
  }
  if (!products) {
    return (
      <div className="shop-problem" role="alert">
        <h2>We could not load our session packages</h2>
        <p>
          This is usually a brief connection problem. Please try again; if it keeps happening, our
          care team will gladly help you choose a package.
        </p>
        <a className="button" href="/shop">
          Try again
        </a>
      </div>
    );
  }
  if (products.length === 0 && words) {
    return (
      <p className="shop-empty">
        {words['shop.noneBefore']}
        <a href={localizedPath(locale, '/contactus')}>{words['shop.noneContact']}</a>
        {words['shop.noneAfter']}
      </p>
    );
  }
  if (products.length === 0) {
    return (
      <p className="shop-empty">
        No session packages are on offer just now. Please <a href="/contactus">contact us</a> and we
        will help you find the right support.
      </p>
    );
  }
  return (
    <ul className="product-grid" aria-label={words ? words['shop.packages'] : 'Session packages'}>
      {products.map((product, index) => (
        <li key={product.slug}>
          <article className="product-card" aria-labelledby={`product-${product.slug}`}>
            {/* The first row's pictures are the page's largest paint: no lazy loading there. */}
            <ProductImage
              src={product.image}
              name={product.name}
              eager={index < 3}
              className="product-card__image"
            />
            <div className="product-card__body">
              <h2
                id={`product-${product.slug}`}
                className="product-card__name"
                lang={words ? 'en-IN' : undefined}
              >
                {product.name}
              </h2>
              <div
                className="product-card__choice"
                data-buy-root={product.slug}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of CardChoice
                dangerouslySetInnerHTML={{ __html: choiceHtml[product.slug] ?? '' }}
              />
              <PriceList product={product} words={words} locale={locale} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** A card's options, its price and Know More: the part of the card that hydrates. */
export function CardChoice({
  product,
  ticked,
  words,
  locale = 'en',
}: {
  product: PublicProduct;
  ticked?: string;
  words?: CatalogueWords;
  locale?: Locale;
}) {
  const [selected, setSelected] = useState(product.variants[0]?.id ?? '');
  useOptionTickedBefore(ticked, selected, setSelected);
  const variant = product.variants.find((v) => v.id === selected) ?? product.variants[0];
  return (
    <>
      {product.variants.length > 0 && (
        <VariantChoice
          product={product}
          selected={selected}
          onSelect={setSelected}
          idPrefix={`card-${product.slug}`}
          optionWord={words?.['shop.option']}
        />
      )}
      {variant && (
        <p className="product-card__price" aria-live="polite">
          <span className="price">
            {words ? priceText(locale, variant.price) : formatPrice(variant.price)}
          </span>
          {!labelIsSessions(variant.label, variant.sessions) && (
            <span className="sessions">
              {words
                ? sessionsCount(words, locale, variant.sessions)
                : sessionsText(variant.sessions)}
            </span>
          )}
        </p>
      )}
      {words ? (
        <a
          className="button product-card__more"
          href={localizedPath(locale, productHref(product.slug, variant?.id))}
        >
          {words['shop.knowMore']}
          <span className="visually-hidden">
            {fill(words['shop.knowMoreAbout'], { name: product.name })}
          </span>
        </a>
      ) : (
        <a className="button product-card__more" href={productHref(product.slug, variant?.id)}>
          Know More<span className="visually-hidden"> about {product.name}</span>
        </a>
      )}
    </>
  );
}
