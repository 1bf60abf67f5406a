import type { Config } from '@netlify/functions';
import type { PATH, ProductDeletedAnswer, ProductUpdatedAnswer } from '#/api/admin-product.ts';
import { ADMIN_PANEL_MESSAGES } from '#/features/admin/admin.ts';
import { isId } from '#/lib/id.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { readProductForm, storeProductImage } from '#/server/catalogue/product-form.server.ts';
import { deleteProduct, updateProduct } from '#/server/catalogue/product-writes.server.ts';
import { db } from '#/server/db/client.server.ts';
import { PRODUCTS_CACHE_TAG, purgeCacheTag } from '#/server/http/cache.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { assertSameOrigin } from '#/server/http/origin.ts';
import { json } from '#/server/http/respond.ts';
import { discardImage } from '#/server/storage/store.server.ts';

/** Edits (PUT, multipart) or deletes (DELETE; archived when ordered) one product. */
export default handler(['PUT', 'DELETE'], async (request, context) => {
  assertSameOrigin(request);
  const admin = await requireAdmin(request);
  const id = context.params.id ?? '';
  if (!isId(id)) throw notFound('We could not find that product.');
  if (request.method === 'DELETE') {
    const { imagePath, archived } = await deleteProduct(db(), admin, id);
    await discardImage(imagePath);
    await purgeCacheTag(PRODUCTS_CACHE_TAG);
    return json({
      message: ADMIN_PANEL_MESSAGES.productDeleted,
      archived,
    } satisfies ProductDeletedAnswer);
  }
  const form = await readProductForm(request);
  const newPath = form.image ? await storeProductImage(form.image) : undefined;
  const image = newPath ? { path: newPath } : form.removeImage ? { path: null } : undefined;
  try {
    const { product, replacedImage } = await updateProduct(db(), admin, id, form.input, image);
    await discardImage(replacedImage);
    await purgeCacheTag(PRODUCTS_CACHE_TAG);
    return json({
      message: ADMIN_PANEL_MESSAGES.productUpdated,
      product,
    } satisfies ProductUpdatedAnswer);
  } catch (error) {
    await discardImage(newPath ?? null);
    throw error;
  }
});

export const config: Config & { path: typeof PATH } = { path: '/api/admin/products/:id' };
