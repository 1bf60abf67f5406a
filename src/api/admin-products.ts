import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';

/**
 * The products for the admin panel (GET), and a new product with its options (POST, multipart:
 * `productSchema` of features/admin/products/schemas.ts in a field, and the image).
 */
export const PATH = '/api/admin/products';

export interface AdminVariant {
  id: string;
  label: string;
  sessions: number;
  /** Paise. */
  price: number;
}

export interface AdminProduct {
  id: string;
  slug: string;
  name: string;
  factor: string;
  description: string;
  /** GST: the SAC code, the rate in basis points (1800 = 18%), and whether it is exempt. */
  sacCode: string;
  gstRateBasisPoints: number;
  gstExempt: boolean;
  image: string | null;
  variants: AdminVariant[];
  ordered: boolean;
}

export interface AdminProductsAnswer {
  products: AdminProduct[];
}

export interface ProductCreatedAnswer {
  message: string;
  product: AdminProduct;
}

export const loadAdminProducts = (init: RequestInit = {}) =>
  api<Json<AdminProductsAnswer>>(PATH, init);

export const createProduct = (body: FormData) =>
  api<Json<ProductCreatedAnswer>>(PATH, { method: 'POST', body });
