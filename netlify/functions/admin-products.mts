import type { Config } from '@netlify/functions';
import type { AdminProductsAnswer, PATH, ProductCreatedAnswer } from '#/api/admin-products.ts';
import { ADMIN_PANEL_MESSAGES } from '#/features/admin/admin.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { readProductForm, storeProductImage } from '#/server/catalogue/product-form.server.ts';
import { createProduct, listAdminProducts } from '#/server/catalogue/product-writes.server.ts';
import { db } from '#/server/db/client.server.ts';
import { PRODUCTS_CACHE_TAG, purgeCacheTag } from '#/server/http/cache.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { discardImage } from '#/server/storage/store.server.ts';

/** The products for the admin panel (GET), and a new product with its options (POST). */
export default handler(['GET', 'POST'], async (request) => {
  if (request.method === 'GET') {
    await requireAdmin(request);
    return json({ products: await listAdminProducts(db()) } satisfies AdminProductsAnswer);
  }
  assertSameOrigin(request);
  const admin = await requireAdmin(request);
  const form = await readProductForm(request);
  const imagePath = form.image ? await storeProductImage(form.image) : null;
  try {
    const product = await createProduct(db(), admin, form.input, imagePath);
    await purgeCacheTag(PRODUCTS_CACHE_TAG);
    return json(
      { message: ADMIN_PANEL_MESSAGES.productCreated, product } satisfies ProductCreatedAnswer,
      201,
    );
  } catch (error) {
    await discardImage(imagePath);
    throw error;
  }
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/products' };
