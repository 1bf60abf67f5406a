import type { Config } from '@netlify/functions';
import type { ProductAnswer, ProductsAnswer } from '#/api/products.ts';
import { getProduct, listProducts } from '#/server/catalogue/products.server.ts';
import { db } from '#/server/db/client.server.ts';
import { PRODUCTS_CACHE_TAG, sharedCacheHeaders } from '#/server/http/cache.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { json } from '#/server/http/respond.ts';

/** The shop's catalogue, shared by every visitor and cached by the CDN (tag "products"). */
export default handler(['GET'], async (_request, context) => {
  const headers = sharedCacheHeaders(PRODUCTS_CACHE_TAG);
  const { slug } = context.params;
  if (!slug)
    return json({ products: await listProducts(db()) } satisfies ProductsAnswer, 200, headers);
  const product = await getProduct(db(), slug);
  if (!product) throw notFound('We could not find that product. It may no longer be offered.');
  return json({ product } satisfies ProductAnswer, 200, headers);
});

export const config: Config = { path: ['/api/products', '/api/products/:slug'] };
