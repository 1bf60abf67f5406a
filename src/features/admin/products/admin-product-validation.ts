import { type FieldErrors, type ProductFormValues, productPayload } from './admin-products.ts';
import { productSchema } from './schemas.ts';

/**
 * The product form checked with the schema the server applies, so the messages beside the
 * fields are the server's own, keyed as it keys them (`name`, `variants.0.price`, ...). A module
 * of its own because the schema library is large: the panel loads it when the form is used.
 */
export function validateProductForm(values: ProductFormValues): FieldErrors {
  const result = productSchema.safeParse(productPayload(values));
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}
