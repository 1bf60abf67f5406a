/**
 * The shop's addresses. Product and order pages are one static page each, served for every
 * product slug and order reference by a rewrite in netlify.toml, so they read it from the address.
 */

/** A product's page; with an option, the page opens with that option chosen (`?variant=`). */
export const productHref = (slug: string, variantId?: string): string =>
  `/shop/products/${encodeURIComponent(slug)}${variantId ? `?variant=${encodeURIComponent(variantId)}` : ''}`;

/** The option named in a product page's address, if any. */
export const variantFromSearch = (search: string): string | undefined =>
  new URLSearchParams(search).get('variant') ?? undefined;
export const orderHref = (reference: string): string =>
  `/user/order/${encodeURIComponent(reference)}`;

/** The last part of `/prefix/{key}` (a trailing slash allowed), or undefined. */
function keyAfter(prefix: string, pathname: string): string | undefined {
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  if (rest === '' || rest.includes('/')) return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    return undefined;
  }
}

export const productSlugFromPath = (pathname: string) => keyAfter('/shop/products/', pathname);
export const orderReferenceFromPath = (pathname: string) => keyAfter('/user/order/', pathname);
