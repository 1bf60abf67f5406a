import type { PublicProduct } from '#/api/products.ts';
import type { CatalogueWords } from '#/features/shop/catalogue-words.ts';
import type { Locale } from '#/lib/i18n.ts';

/** The id of the JSON the server writes beside a shop page's HTML, for its hydration. */
export const SHOP_DATA_ID = 'shop-data';

/** What that JSON holds: the products the page was rendered from. */
export interface ShopPageData {
  products: PublicProduct[];
  /** On a Hindi or Marathi page: its language and the words the hydrating parts say. */
  locale?: Locale;
  words?: CatalogueWords;
}
