import type { AdminProduct } from '#/api/admin-products.ts';
import type { ApiError } from '#/lib/api-error.ts';
import { formatRupees } from '#/lib/money.ts';

/**
 * The admin's product form as typed (every field a string), and its way to the API's
 * multipart body. `validateProductForm` (admin-product-validation.ts) checks it first with the
 * server's own schema.
 */

export interface VariantRow {
  /** React's key for the row; never sent. */
  key: string;
  /** The option's id when editing one that exists, so orders keep pointing at it. */
  id?: string;
  label: string;
  sessions: string;
  /** Rupees as typed: "1,499". */
  price: string;
}

export interface ProductFormValues {
  name: string;
  factor: string;
  description: string;
  sacCode: string;
  /** Per cent as typed: "18". */
  gstRate: string;
  gstExempt: boolean;
  variants: VariantRow[];
}

export type FieldErrors = Record<string, string>;

export function emptyVariant(key: string): VariantRow {
  return { key, label: '', sessions: '', price: '' };
}

/** Counselling: SAC 9993 (human health services) at 18%, not exempt (docs/decisions.md). */
const TAX_DEFAULTS = { sacCode: '9993', gstRate: '18', gstExempt: false };

export function emptyProductForm(key: string): ProductFormValues {
  return {
    name: '',
    factor: '',
    description: '',
    ...TAX_DEFAULTS,
    variants: [emptyVariant(key)],
  };
}

/** The form filled with a product to edit; prices back in rupees as people write them. */
export function formFromProduct(product: AdminProduct, key: (index: number) => string) {
  return {
    name: product.name,
    factor: product.factor,
    description: product.description,
    sacCode: product.sacCode,
    gstRate: String(product.gstRateBasisPoints / 100),
    gstExempt: product.gstExempt,
    variants: product.variants.map((v, index) => ({
      key: key(index),
      id: v.id,
      label: v.label,
      sessions: String(v.sessions),
      price: formatRupees(v.price),
    })),
  } satisfies ProductFormValues;
}

/**
 * The options as the API reads them (a JSON string). An empty sessions field is left out
 * rather than sent as "", which a number coercion would silently read as 0.
 */
export function variantsPayload(rows: readonly VariantRow[]) {
  return rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    label: row.label,
    ...(row.sessions.trim() === '' ? {} : { sessions: Number(row.sessions) }),
    price: row.price,
  }));
}

/** The fields as the API reads them, options included (before the options become JSON). */
export function productPayload(values: ProductFormValues) {
  return {
    name: values.name,
    factor: values.factor,
    description: values.description,
    sacCode: values.sacCode,
    gstRate: values.gstRate,
    gstExempt: String(values.gstExempt),
    variants: variantsPayload(values.variants),
  };
}

/** The multipart body of POST /api/admin/products and PUT /api/admin/products/{id}. */
export function productFormData(
  values: ProductFormValues,
  image: { file: File | null; remove: boolean },
): FormData {
  const form = new FormData();
  const { variants, ...fields } = productPayload(values);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('variants', JSON.stringify(variants));
  if (image.file) form.set('image', image.file);
  else if (image.remove) form.set('removeImage', '1');
  return form;
}

/**
 * The server's field messages; an image refused for its size comes without a field, so it is
 * put beside the image input where the person can act on it.
 */
export function apiFieldErrors(error: ApiError): FieldErrors {
  if (error.fields && Object.keys(error.fields).length > 0) return { ...error.fields };
  if (error.code === 'too_large' && error.message) return { image: error.message };
  return {};
}

/** The message of one field of one option row (rules about all the options are under `variants`). */
export function variantError(errors: FieldErrors, index: number, field: keyof VariantRow) {
  return errors[`variants.${index}.${field}`];
}
