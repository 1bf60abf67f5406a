import type { PublicProduct } from '#/api/products.ts';
import type { CatalogueWords } from '#/features/shop/catalogue-words.ts';
import { sessionsText } from '#/features/shop/format.ts';
import { priceText, sessionsCount } from '#/features/shop/price-words.ts';
import { fill, type Locale } from '#/lib/i18n.ts';
import { formatPrice } from '#/lib/money.ts';

/**
 * Every option with its price, for a browser that runs no script: the option buttons then
 * cannot change the price shown, so the whole list is there to read instead.
 */
export function PriceList({
  product,
  words,
  locale = 'en',
}: {
  product: PublicProduct;
  words?: CatalogueWords;
  locale?: Locale;
}) {
  if (product.variants.length < 2) return null;
  return (
    <noscript>
      <ul
        className="price-list"
        aria-label={
          words ? fill(words['shop.prices'], { name: product.name }) : `${product.name}: prices`
        }
      >
        {product.variants.map((variant) => (
          <li key={variant.id}>
            {words
              ? `${variant.label} (${sessionsCount(words, locale, variant.sessions)}): ${priceText(locale, variant.price)}`
              : `${variant.label} (${sessionsText(variant.sessions)}): ${formatPrice(variant.price)}`}
          </li>
        ))}
      </ul>
    </noscript>
  );
}
