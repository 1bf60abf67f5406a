import type { PublicProduct } from '#/lib/shop.ts';

/** The id of the JSON the server writes beside a shop page's HTML, for its hydration. */
export const SHOP_DATA_ID = 'shop-data';

/** What that JSON holds: the products the page was rendered from. */
export interface ShopPageData {
  products: PublicProduct[];
}

/** Where the shop-pages function puts the rendered products into a shell (src/pages/shell/). */
export const SHELL_SLOT = '<!--psycortex:shop-->';
