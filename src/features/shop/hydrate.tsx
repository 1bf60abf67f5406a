import { hydrateRoot } from 'react-dom/client';
import { addToCart } from '#/features/shop/cart.store.ts';
import { variantFromSearch } from '#/features/shop/shop-routes.ts';
import { SHOP_DATA_ID, type ShopPageData } from '#/features/shop/views/data.ts';
import { optionTickedBefore } from '#/features/shop/views/early-choice.ts';
import { BuyPanel } from '#/features/shop/views/ProductPage.tsx';
import { CardChoice } from '#/features/shop/views/ShopPage.tsx';

/**
 * Brings the server-rendered shop pages to life, one interactive part at a time: a product's
 * buy panel, each card's option choice. A part hydrates when the browser is idle or when it
 * scrolls into view, whichever comes first, so reading the page never waits for React.
 * The products come from the JSON the server wrote beside the HTML, the same data it rendered.
 */
function whenIdleOrVisible(element: Element, start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) once();
        })
      : undefined;
  observer?.observe(element);
  if ('requestIdleCallback' in window) window.requestIdleCallback(once, { timeout: 4000 });
  else setTimeout(once, 1500);
}

export function hydrateShopPage(): void {
  const data = document.getElementById(SHOP_DATA_ID)?.textContent;
  if (!data) return;
  const { products, words, locale } = JSON.parse(data) as ShopPageData;
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  for (const root of document.querySelectorAll<HTMLElement>('[data-buy-root]')) {
    const key = root.dataset.buyRoot!;
    if (key === 'product') {
      const product = products[0];
      if (!product) continue;
      const variantId = variantFromSearch(window.location.search);
      whenIdleOrVisible(root, () =>
        hydrateRoot(
          root,
          <BuyPanel
            product={product}
            variantId={variantId}
            ticked={optionTickedBefore(root)}
            onAdd={addToCart}
            words={words}
            locale={locale}
          />,
        ),
      );
    } else {
      const product = bySlug.get(key);
      if (product)
        whenIdleOrVisible(root, () =>
          hydrateRoot(
            root,
            <CardChoice
              product={product}
              ticked={optionTickedBefore(root)}
              words={words}
              locale={locale}
            />,
          ),
        );
    }
  }
}
