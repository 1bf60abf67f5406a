import { type ProductInput, productSchema } from '#/lib/schemas.ts';
import { readBoundedBytes } from '#/server/http/body.ts';
import { badRequest, HttpError } from '#/server/http/errors.ts';
import { processImage } from '#/server/storage/images.server.ts';
import { discardImage, storeImage } from '#/server/storage/store.server.ts';

/** The form's fields plus a 5 MB image, with room for the multipart framing. */
const MAX_FORM_BYTES = 6 * 1024 * 1024;

export interface ProductForm {
  input: ProductInput;
  /** The new image's bytes, when one was chosen. */
  image?: Uint8Array;
  /** True when the admin asked to remove the current image. */
  removeImage: boolean;
}

/** Reads the admin's multipart product form: fields, options (JSON) and an optional image. */
export async function readProductForm(request: Request): Promise<ProductForm> {
  const bytes = await readBoundedBytes(
    request,
    MAX_FORM_BYTES,
    () =>
      new HttpError(
        413,
        'too_large',
        'That image is larger than 5 MB. Please choose a smaller one.',
      ),
  );
  let form: FormData;
  try {
    // Parsed from the bounded bytes, never from a stream of unknown length.
    form = await new Response(new Uint8Array(bytes), { headers: request.headers }).formData();
  } catch {
    throw badRequest('The product form could not be read. Please try again.');
  }
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

export const discardProductImage = discardImage;
