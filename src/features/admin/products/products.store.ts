import { atom, onMount } from 'nanostores';
import { deleteProduct, updateProduct } from '#/api/admin-product.ts';
import { type AdminProduct, createProduct, loadAdminProducts } from '#/api/admin-products.ts';
import { ADMIN_PANEL_MESSAGES } from '#/features/admin/admin.ts';
import type { AdminRoute } from '#/features/admin/admin-routes.ts';
import { AdminApiError, adminCall, isQuiet } from '#/features/admin/api.ts';
import { routeLoader } from '#/features/admin/load.ts';
import {
  apiFieldErrors,
  emptyProductForm,
  emptyVariant,
  type FieldErrors,
  formFromProduct,
  type ProductFormValues,
  productFormData,
  type VariantRow,
} from '#/features/admin/products/admin-products.ts';

const isProducts = (route: AdminRoute): route is Extract<AdminRoute, { name: 'products' }> =>
  route.name === 'products';

const products = routeLoader(
  isProducts,
  async (_route, signal) => (await adminCall(loadAdminProducts({ signal }))).products,
  'The products could not be loaded. Please try again.',
);
export const $products = products.store;

/** The result of the last save or delete, for the polite live region. */
export interface ProductsMessage {
  text: string;
  /** The server's reason, when it gave one that belongs to no field. */
  detail?: string;
  tone: 'success' | 'error';
}
export const $productsMessage = atom<ProductsMessage | null>(null);

export interface ProductFormState {
  mode: 'create' | 'edit';
  /** The product being edited: its id, name and current image. */
  editing?: { id: string; name: string; image: string | null };
  values: ProductFormValues;
  /** A newly chosen image and its preview (an object URL of the file itself). */
  imageFile: File | null;
  imagePreview: string | null;
  removeImage: boolean;
  showPreview: boolean;
  errors: FieldErrors;
  saving: boolean;
  /** Counts refused saves, so the form can move focus to the first message each time. */
  refusals: number;
}

let rows = 0;
const nextKey = () => `option-${++rows}`;

const blankForm = (): ProductFormState => ({
  mode: 'create',
  values: emptyProductForm(nextKey()),
  imageFile: null,
  imagePreview: null,
  removeImage: false,
  showPreview: false,
  errors: {},
  saving: false,
  refusals: 0,
});

export const $productForm = atom<ProductFormState>(blankForm());

/** The checks use the schema library, loaded apart from the panel: fetched once the form shows. */
const loadValidation = () => import('#/features/admin/products/admin-product-validation.ts');
onMount($productForm, () => {
  void loadValidation().catch(() => {
    // Offline for a moment: saving tries again, and the server checks everything anyway.
  });
});

function update(change: Partial<ProductFormState>): void {
  $productForm.set({ ...$productForm.get(), ...change });
}

function dropPreviewUrl(): void {
  const { imagePreview } = $productForm.get();
  if (imagePreview) URL.revokeObjectURL(imagePreview);
}

export function startCreate(): void {
  dropPreviewUrl();
  $productForm.set(blankForm());
}

export function startEdit(product: AdminProduct): void {
  dropPreviewUrl();
  $productsMessage.set(null);
  $productForm.set({
    ...blankForm(),
    mode: 'edit',
    editing: { id: product.id, name: product.name, image: product.image },
    values: formFromProduct(product, nextKey),
  });
}

/** Typing in a field clears the message beside it: the person is dealing with it. */
function withoutErrors(errors: FieldErrors, ...keys: string[]): FieldErrors {
  const rest = { ...errors };
  for (const key of keys) delete rest[key];
  return rest;
}

/** Whether the product is exempt from GST (sold on a bill of supply). */
export function setProductExempt(exempt: boolean): void {
  const state = $productForm.get();
  update({ values: { ...state.values, gstExempt: exempt }, errors: state.errors });
}

export function setProductField(
  field: 'name' | 'factor' | 'description' | 'sacCode' | 'gstRate',
  value: string,
): void {
  const state = $productForm.get();
  update({
    values: { ...state.values, [field]: value },
    errors: withoutErrors(state.errors, field),
  });
}

export function setVariantField(
  key: string,
  field: Exclude<keyof VariantRow, 'key' | 'id'>,
  value: string,
): void {
  const state = $productForm.get();
  const index = state.values.variants.findIndex((row) => row.key === key);
  update({
    values: {
      ...state.values,
      variants: state.values.variants.map((row) =>
        row.key === key ? { ...row, [field]: value } : row,
      ),
    },
    errors: withoutErrors(state.errors, `variants.${index}.${field}`, 'variants'),
  });
}

export function addVariant(): string {
  const state = $productForm.get();
  const row = emptyVariant(nextKey());
  update({
    values: { ...state.values, variants: [...state.values.variants, row] },
    errors: withoutErrors(state.errors, 'variants'),
  });
  return row.key;
}

/** Removes an option; the last one stays, as a product needs at least one. */
export function removeVariant(key: string): void {
  const state = $productForm.get();
  if (state.values.variants.length <= 1) return;
  // Row messages are keyed by position, which shifts: they are dropped and come back on save.
  const errors = Object.fromEntries(
    Object.entries(state.errors).filter(([k]) => !k.startsWith('variants')),
  );
  update({
    values: { ...state.values, variants: state.values.variants.filter((r) => r.key !== key) },
    errors,
  });
}

export function chooseImage(file: File | null): void {
  dropPreviewUrl();
  const state = $productForm.get();
  update({
    imageFile: file,
    imagePreview: file ? URL.createObjectURL(file) : null,
    removeImage: file ? false : state.removeImage,
    errors: withoutErrors(state.errors, 'image'),
  });
}

export function setRemoveImage(remove: boolean): void {
  update({ removeImage: remove });
}

export function setShowPreview(show: boolean): void {
  update({ showPreview: show });
}

export async function saveProduct(): Promise<void> {
  if ($productForm.get().saving) return;
  update({ saving: true });
  let errors: FieldErrors = {};
  try {
    errors = (await loadValidation()).validateProductForm($productForm.get().values);
  } catch (error) {
    // Without the checks the server's answer still says what is wrong, field by field.
    console.error('[admin] product checks could not load:', error);
  }
  // Read after the wait: what is sent is what the form holds now.
  const state = $productForm.get();
  if (Object.keys(errors).length > 0) {
    update({ saving: false, errors, refusals: state.refusals + 1 });
    $productsMessage.set({ text: ADMIN_PANEL_MESSAGES.productSaveFailed, tone: 'error' });
    return;
  }
  update({ errors: {} });
  $productsMessage.set(null);
  const body = productFormData(state.values, {
    file: state.imageFile,
    remove: state.removeImage,
  });
  try {
    if (state.mode === 'edit' && state.editing) {
      await adminCall(updateProduct(state.editing.id, body));
    } else {
      await adminCall(createProduct(body));
    }
    startCreate();
    $productsMessage.set({
      text:
        state.mode === 'edit'
          ? ADMIN_PANEL_MESSAGES.productUpdated
          : ADMIN_PANEL_MESSAGES.productCreated,
      tone: 'success',
    });
    products.reload();
  } catch (error) {
    if (isQuiet(error)) return;
    console.error('[admin] product save failed:', error);
    const fields = error instanceof AdminApiError ? apiFieldErrors(error.body) : {};
    const hasFields = Object.keys(fields).length > 0;
    const current = $productForm.get();
    update({ saving: false, errors: fields, refusals: current.refusals + (hasFields ? 1 : 0) });
    $productsMessage.set({
      text: ADMIN_PANEL_MESSAGES.productSaveFailed,
      ...(error instanceof AdminApiError && !hasFields ? { detail: error.body.message } : {}),
      tone: 'error',
    });
  }
}

/** The product the delete dialog asks about, and whether its call is under way. */
export const $deleteCandidate = atom<{ product: AdminProduct; deleting: boolean } | null>(null);

export function askDelete(product: AdminProduct): void {
  $deleteCandidate.set({ product, deleting: false });
}

export function cancelDelete(): void {
  $deleteCandidate.set(null);
}

export async function confirmDelete(): Promise<void> {
  const candidate = $deleteCandidate.get();
  if (!candidate || candidate.deleting) return;
  $deleteCandidate.set({ ...candidate, deleting: true });
  try {
    await adminCall(deleteProduct(candidate.product.id));
    if ($productForm.get().editing?.id === candidate.product.id) startCreate();
    $productsMessage.set({ text: ADMIN_PANEL_MESSAGES.productDeleted, tone: 'success' });
    products.reload();
  } catch (error) {
    if (isQuiet(error)) return;
    console.error('[admin] product delete failed:', error);
    $productsMessage.set({ text: ADMIN_PANEL_MESSAGES.productDeleteFailed, tone: 'error' });
  } finally {
    $deleteCandidate.set(null);
  }
}
