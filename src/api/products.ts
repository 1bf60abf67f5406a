import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** The shop's catalogue: every live product, or one by its slug. Cached by the CDN. */
export const PATH = '/api/products';
export const PRODUCT_PATH = '/api/products/:slug';

/** One purchasable option of a product (the specification's `diffrentby` is `label`). */
export interface PublicVariant {
  id: string;
  label: string;
  sessions: number;
  /** Unit price in paise. */
  price: number;
}

/** A product as `GET /api/products` and `GET /api/products/{slug}` describe it. */
export interface PublicProduct {
  /** The product's address part: /shop/products/{slug}. */
  slug: string;
  name: string;
  /** What the variants differ by (e.g. "Duration", "Number of people"). */
  factor: string;
  /** The markdown description as written. */
  description: string;
  /** The description rendered to HTML on the server, raw HTML in the markdown escaped. */
  descriptionHtml: string;
  /** A site-relative or absolute image address, or null for the placeholder. */
  image: string | null;
  variants: PublicVariant[];
}

/** `GET /api/products`. */
export interface ProductsAnswer {
  products: PublicProduct[];
}

/** `GET /api/products/:slug`. */
export interface ProductAnswer {
  product: PublicProduct;
}

export const loadProducts = () => api<Json<ProductsAnswer>>(PATH);
