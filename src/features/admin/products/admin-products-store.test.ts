import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '#/api/admin-products.ts';
import { parseRupees } from '#/lib/money.ts';
import { HttpError, notFound } from '#/server/http/errors.ts';
import { errorResponse, json } from '#/server/http/respond.ts';
import { type FakeApi, fakeApi } from '../../../../tests/support/fake-api.ts';
import { fakeBrowser } from '../../../../tests/support/fake-browser.ts';
import { productSchema } from './schemas.ts';

/**
 * The admin's Products screen: the list, creating and editing a product (checked before it is
 * sent, and again by the server), deleting one, and what the admin reads when something goes
 * wrong. The fake API keeps products in memory and reads the multipart form with the server's
 * own schema.
 */

const GRIEF: AdminProduct = {
  id: '7',
  slug: 'grief-counselling',
  name: 'Grief Counselling',
  factor: 'Number of sessions',
  description: 'Support after a loss.',
  sacCode: '9993',
  gstRateBasisPoints: 1800,
  gstExempt: false,
  image: null,
  variants: [{ id: '70', label: '1 session', sessions: 1, price: 149_900 }],
  ordered: false,
};

/** A product as the server answers it after saving the form's fields (GST ones by their API names). */
function withForm(
  product: AdminProduct,
  { sacCode, gstRate, gstExempt, ...fields }: Awaited<ReturnType<typeof readForm>>,
): AdminProduct {
  return {
    ...product,
    ...fields,
    sacCode: sacCode ?? product.sacCode,
    gstRateBasisPoints: gstRate ?? product.gstRateBasisPoints,
    gstExempt: gstExempt ?? product.gstExempt,
  };
}

let api: FakeApi;
let browser: ReturnType<typeof fakeBrowser>;
let products: AdminProduct[];

/** The product form as the server reads it (src/server/admin/product-form.server.ts). */
async function readForm(request: Request) {
  const form = await request.formData();
  const input = productSchema.parse({
    name: form.get('name'),
    factor: form.get('factor'),
    description: form.get('description'),
    variants: JSON.parse(String(form.get('variants') ?? '[]')),
  });
  return {
    ...input,
    variants: input.variants.map((v, i) => ({ id: v.id ?? `${100 + i}`, ...v })),
  };
}

async function stores(options: { validationFails?: boolean } = {}) {
  vi.resetModules();
  if (options.validationFails) {
    vi.doMock('./admin-product-validation.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
  }
  browser = fakeBrowser('/admin/product-management');
  products = [structuredClone(GRIEF)];
  api = fakeApi({
    'GET /api/admin/products': () => json({ products }),
    'POST /api/admin/products': async (request) => {
      const input = await readForm(request);
      const product = {
        ...withForm(GRIEF, input),
        id: '8',
        slug: 'new',
        image: null,
        ordered: false,
      };
      products.push(product);
      return json({ message: 'Product created!', product }, 201);
    },
    'PUT /api/admin/products/:id': async (request, { id }) => {
      const index = products.findIndex((p) => p.id === id);
      if (index < 0) throw notFound('We could not find that product. It may have been deleted.');
      products[index] = withForm(products[index]!, await readForm(request));
      return json({ message: 'Product updated!', product: products[index] });
    },
    'DELETE /api/admin/products/:id': (_request, { id }) => {
      if (!products.some((p) => p.id === id)) throw notFound('We could not find that product.');
      products = products.filter((p) => p.id !== id);
      return json({ message: 'Product deleted!', archived: false });
    },
  });
  (await import('#/lib/http.ts')).setApiFetch(api.fetch);
  return import('#/features/admin/products/products.store.ts');
}

type Store = Awaited<ReturnType<typeof stores>>;

/** Shows the screen (as its component would) and waits for the list. */
async function showList(s: Store) {
  const stop = s.$products.listen(() => {});
  await vi.waitFor(() => expect(s.$products.get().status).toBe('ready'));
  return stop;
}

function fillNewProduct(s: Store) {
  s.setProductField('name', 'Career Guidance');
  s.setProductField('factor', 'Number of sessions');
  s.setProductField('description', 'Choosing a course or a career.');
  const key = s.$productForm.get().values.variants[0]!.key;
  s.setVariantField(key, 'label', '1 session');
  s.setVariantField(key, 'sessions', '1');
  s.setVariantField(key, 'price', '1,999');
}

const writes = () => api.calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.doUnmock('./admin-product-validation.ts');
});

describe('the product list', () => {
  it('loads when the screen shows it', async () => {
    const s = await stores();
    const stop = await showList(s);
    const state = s.$products.get();
    expect(state.status === 'ready' && state.data.map((p) => p.name)).toEqual([
      'Grief Counselling',
    ]);
    stop();
  });

  it('says it could not be loaded, in the words of the server when it gave some', async () => {
    const s = await stores();
    api.setOffline(true);
    const stop = s.$products.listen(() => {});
    await vi.waitFor(() => expect(s.$products.get().status).toBe('failed'));
    expect(s.$products.get()).toEqual({
      status: 'failed',
      message: 'The products could not be loaded. Please try again.',
    });
    stop();

    const again = await stores();
    api.on('GET /api/admin/products', () =>
      errorResponse(503, 'not_configured', 'This part of the site is not available.'),
    );
    const stopAgain = again.$products.listen(() => {});
    await vi.waitFor(() => expect(again.$products.get().status).toBe('failed'));
    expect(again.$products.get()).toMatchObject({
      message: 'This part of the site is not available.',
    });
    stopAgain();
  });

  it('sends an admin whose session ended to the login page, without a message', async () => {
    const s = await stores();
    api.on('GET /api/admin/products', () => errorResponse(401, 'not_signed_in', 'Log in.'));
    const stop = s.$products.listen(() => {});
    await vi.waitFor(() => expect(browser.location.assign).toHaveBeenCalledWith('/admin/login'));
    expect(s.$products.get().status).toBe('loading');
    stop();
  });
});

describe('creating and editing a product', () => {
  it('creates a product from the form, says so, empties the form and reloads the list', async () => {
    const s = await stores();
    const stop = await showList(s);
    fillNewProduct(s);
    await s.saveProduct();
    const [call] = writes();
    expect(`${call?.method} ${call?.path}`).toBe('POST /api/admin/products');
    const body = call?.body as FormData;
    expect(body.get('name')).toBe('Career Guidance');
    expect(JSON.parse(String(body.get('variants')))).toEqual([
      { label: '1 session', sessions: 1, price: '1,999' },
    ]);
    expect(s.$productsMessage.get()).toEqual({ text: 'Product created!', tone: 'success' });
    expect(s.$productForm.get()).toMatchObject({ mode: 'create', saving: false, errors: {} });
    expect(s.$productForm.get().values.name).toBe('');
    await vi.waitFor(() => {
      const state = s.$products.get();
      expect(state.status === 'ready' && state.data.map((p) => p.name)).toEqual([
        'Grief Counselling',
        'Career Guidance',
      ]);
    });
    stop();
  });

  it('edits a product: the form holds it in rupees, and saving updates that product', async () => {
    const s = await stores();
    s.startEdit(GRIEF);
    expect(s.$productForm.get()).toMatchObject({
      mode: 'edit',
      editing: { id: '7', name: 'Grief Counselling' },
      values: { name: 'Grief Counselling', variants: [{ id: '70', price: '1,499' }] },
    });
    const key = s.$productForm.get().values.variants[0]!.key;
    s.setVariantField(key, 'price', '1,599');
    await s.saveProduct();
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/admin/products/7',
    ]);
    expect(products[0]!.variants[0]!.price).toBe(parseRupees('1,599'));
    expect(s.$productsMessage.get()).toEqual({ text: 'Product updated!', tone: 'success' });
    expect(s.$productForm.get().mode).toBe('create');
  });

  it('refuses an incomplete form before sending it, with a message beside each field', async () => {
    const s = await stores();
    fillNewProduct(s);
    s.setProductField('name', ' ');
    const key = s.$productForm.get().values.variants[0]!.key;
    s.setVariantField(key, 'price', 'a lot');
    await s.saveProduct();
    expect(writes()).toEqual([]);
    expect(s.$productForm.get()).toMatchObject({
      saving: false,
      refusals: 1,
      errors: {
        name: 'Please fill in the product name.',
        'variants.0.price': 'Please enter the price in rupees, e.g. 1,499.',
      },
    });
    expect(s.$productsMessage.get()).toEqual({ text: 'Failed to save product', tone: 'error' });
    // Typing in a field clears its message.
    s.setProductField('name', 'Career Guidance');
    expect(s.$productForm.get().errors).not.toHaveProperty('name');
  });

  it("puts the server's field messages beside the fields when the checks could not load", async () => {
    const s = await stores({ validationFails: true });
    fillNewProduct(s);
    const key = s.$productForm.get().values.variants[0]!.key;
    s.setVariantField(key, 'sessions', '-1');
    await s.saveProduct();
    expect(writes()).toHaveLength(1);
    expect(s.$productForm.get()).toMatchObject({
      saving: false,
      refusals: 1,
      errors: { 'variants.0.sessions': 'The number of sessions cannot be negative.' },
    });
    expect(s.$productsMessage.get()).toEqual({ text: 'Failed to save product', tone: 'error' });
  });

  it('puts a refused image beside the image input', async () => {
    const s = await stores();
    api.on('POST /api/admin/products', () => {
      throw new HttpError(
        413,
        'too_large',
        'That image is larger than 5 MB. Please choose a smaller one.',
      );
    });
    fillNewProduct(s);
    s.chooseImage(new File([new Uint8Array(16)], 'photo.jpg', { type: 'image/jpeg' }));
    await s.saveProduct();
    const sent = writes()[0]?.body as FormData | undefined;
    expect(sent?.get('image')).toBeInstanceOf(File);
    expect(s.$productForm.get().errors).toEqual({
      image: 'That image is larger than 5 MB. Please choose a smaller one.',
    });
  });

  it("gives the server's reason when it belongs to no field", async () => {
    const s = await stores();
    s.startEdit(GRIEF);
    products = [];
    await s.saveProduct();
    expect(s.$productsMessage.get()).toEqual({
      text: 'Failed to save product',
      detail: 'We could not find that product. It may have been deleted.',
      tone: 'error',
    });
    expect(s.$productForm.get()).toMatchObject({ mode: 'edit', saving: false, refusals: 0 });
  });

  it('keeps the form as it was when the network fails', async () => {
    const s = await stores();
    fillNewProduct(s);
    api.setOffline(true);
    await s.saveProduct();
    expect(s.$productsMessage.get()).toEqual({ text: 'Failed to save product', tone: 'error' });
    expect(s.$productForm.get()).toMatchObject({ saving: false, errors: {} });
    expect(s.$productForm.get().values.name).toBe('Career Guidance');
  });
});

describe('deleting a product', () => {
  it('deletes after the question, says so, and reloads the list', async () => {
    const s = await stores();
    const stop = await showList(s);
    s.askDelete(GRIEF);
    expect(s.$deleteCandidate.get()).toEqual({ product: GRIEF, deleting: false });
    await s.confirmDelete();
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/admin/products/7',
    ]);
    expect(s.$productsMessage.get()).toEqual({ text: 'Product deleted!', tone: 'success' });
    expect(s.$deleteCandidate.get()).toBeNull();
    await vi.waitFor(() => {
      const state = s.$products.get();
      expect(state.status === 'ready' && state.data).toEqual([]);
    });
    stop();
  });

  it('empties the form when the product being edited is deleted', async () => {
    const s = await stores();
    s.startEdit(GRIEF);
    s.askDelete(GRIEF);
    await s.confirmDelete();
    expect(s.$productForm.get().mode).toBe('create');
  });

  it('says the delete failed, and asks nothing more', async () => {
    const s = await stores();
    products = [];
    s.askDelete(GRIEF);
    await s.confirmDelete();
    expect(s.$productsMessage.get()).toEqual({ text: 'Failed to delete product', tone: 'error' });
    expect(s.$deleteCandidate.get()).toBeNull();
  });

  it('does nothing when cancelled', async () => {
    const s = await stores();
    s.askDelete(GRIEF);
    s.cancelDelete();
    await s.confirmDelete();
    expect(writes()).toEqual([]);
  });
});
