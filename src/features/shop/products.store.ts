import { atom } from 'nanostores';
import { loadProducts, type PublicProduct } from '#/api/products.ts';

/**
 * The live catalogue. The API answers from the CDN, so one request per page is cheap; the
 * answer is kept for the page's life and shared by every island that needs it (the cart
 * reprices from it, "Try again" finds options in it).
 */
export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; products: PublicProduct[] }
  | { status: 'error' };

export const $catalogue = atom<CatalogueState>({ status: 'loading' });

let catalogueRequest: Promise<PublicProduct[] | undefined> | undefined;

/** Loads the catalogue once; after a failure the next call asks again (the Retry button). */
export function loadCatalogue(): Promise<PublicProduct[] | undefined> {
  catalogueRequest ??= (async () => {
    $catalogue.set({ status: 'loading' });
    const result = await loadProducts();
    if (!result.ok) {
      console.error('[shop] loading the products failed:', result.status, result.error.message);
      $catalogue.set({ status: 'error' });
      catalogueRequest = undefined;
      return undefined;
    }
    $catalogue.set({ status: 'ready', products: result.data.products });
    return result.data.products;
  })();
  return catalogueRequest;
}
