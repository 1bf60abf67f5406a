import { type ProductInput, productSchema } from '#/features/admin/products/schemas.ts';
import { badRequest } from '#/server/http/errors.ts';
import { processImage } from '#/server/storage/images.server.ts';
import { storeImage } from '#/server/storage/store.server.ts';
import { readUploadForm } from '#/server/storage/upload.server.ts';

export interface ProductForm {
  input: ProductInput;
  /** The new image's bytes, when one was chosen. */
  image?: Uint8Array;
  /** True when the admin asked to remove the current image. */
  removeImage: boolean;
}

/** Reads the admin's multipart product form: fields, options (JSON) and an optional image. */
export async function readProductForm(request: Request): Promise<ProductForm> {
  const form = await readUploadForm(
    request,
    'The product form could not be read. Please try again.',
  );
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  let variants: unknown;
  try {
    variants = JSON.parse(text('variants') ?? '[]');
  } catch {
    throw badRequest('The product options could not be read.');
  }
  const input = productSchema.parse({
    name: text('name'),
    factor: text('factor'),
    description: text('description'),
    sacCode: text('sacCode'),
    gstRate: text('gstRate'),
    gstExempt: text('gstExempt'),
    variants,
  });
  const file = form.get('image');
  const image =
    file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : undefined;
  return { input, image, removeImage: text('removeImage') === '1' };
}

/** Validates, re-encodes and stores an image; answers its key. */
export async function storeProductImage(bytes: Uint8Array): Promise<string> {
  return storeImage('products', await processImage(bytes));
}
