import type { PublicProduct } from '#/api/products.ts';
import { sessionsText } from '#/features/shop/format.ts';
import { formatPrice } from '#/lib/money.ts';

/**
 * Every option with its price, for a browser that runs no script: the option buttons then
 * cannot change the price shown, so the whole list is there to read instead.
 */
export function PriceList({ product }: { product: PublicProduct }) {
  if (product.variants.length < 2) return null;
  return (
    <noscript>
      <ul className="price-list" aria-label={`${product.name}: prices`}>
        {product.variants.map((variant) => (
          <li key={variant.id}>
            {`${variant.label} (${sessionsText(variant.sessions)}): ${formatPrice(variant.price)}`}
          </li>
        ))}
      </ul>
    </noscript>
  );
}
