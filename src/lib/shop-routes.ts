/**
 * The shop's addresses. Product and order pages are one static page each, served for every
 * id by a rewrite in netlify.toml, so they read their id from the address.
 */

/** A product's page; with an option, the page opens with that option chosen (`?variant=`). */
export const productHref = (id: string, variantId?: string): string =>
  `/shop/products/${encodeURIComponent(id)}${variantId ? `?variant=${encodeURIComponent(variantId)}` : ''}`;

/** The option named in a product page's address, if any. */
export const variantFromSearch = (search: string): string | undefined =>
  new URLSearchParams(search).get('variant') ?? undefined;
export const orderHref = (id: string): string => `/user/order/${encodeURIComponent(id)}`;

/** The last part of `/prefix/{id}` (a trailing slash allowed), or undefined. */
function idAfter(prefix: string, pathname: string): string | undefined {
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  if (rest === '' || rest.includes('/')) return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    return undefined;
  }
}

export const productIdFromPath = (pathname: string) => idAfter('/shop/products/', pathname);
export const orderIdFromPath = (pathname: string) => idAfter('/user/order/', pathname);
