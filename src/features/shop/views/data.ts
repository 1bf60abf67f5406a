import type { PublicProduct } from '#/api/products.ts';

/** The id of the JSON the server writes beside a shop page's HTML, for its hydration. */
export const SHOP_DATA_ID = 'shop-data';

/** What that JSON holds: the products the page was rendered from. */
export interface ShopPageData {
  products: PublicProduct[];
}
