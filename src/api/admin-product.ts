import { api } from '#/lib/http.ts';
import type { AdminProduct } from './admin-products.ts';
import type { Json } from './json.ts';

/** Edits (PUT, multipart as for a new product) or deletes (DELETE) one product. */
export const PATH = '/api/admin/products/:id';

export interface ProductUpdatedAnswer {
  message: string;
  product: AdminProduct;
}

export interface ProductDeletedAnswer {
  message: string;
  /** True when the product had been ordered: it is archived, not deleted. */
  archived: boolean;
}

const productPath = (id: string) => PATH.replace(':id', encodeURIComponent(id));

export const updateProduct = (id: string, body: FormData) =>
  api<Json<ProductUpdatedAnswer>>(productPath(id), { method: 'PUT', body });

export const deleteProduct = (id: string) =>
  api<Json<ProductDeletedAnswer>>(productPath(id), { method: 'DELETE' });
