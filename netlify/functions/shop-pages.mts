import type { Config } from '@netlify/functions';
import { renderProduct, renderShop } from '#/server/catalogue/shop-pages.server.ts';
import { db } from '#/server/db/client.server.ts';
import { PRODUCTS_CACHE_TAG, sharedCacheHeaders } from '#/server/http/cache.ts';
import { handler } from '#/server/http/handler.ts';
import { pageShell } from '#/server/http/page-shell.server.ts';
import { htmlPage } from '#/server/http/respond.ts';

/**
 * /shop and /shop/products/{slug} as HTML with the products in it, kept at the CDN under the
 * "products" tag that every admin change to the catalogue purges.
 */
export default handler(['GET', 'HEAD'], async (request, context) => {
  const url = new URL(request.url);
  const { slug } = context.params;
  const page = slug
    ? await renderProduct(db(), await pageShell('product'), slug, url.search)
    : await renderShop(db(), await pageShell('shop'));
  return htmlPage(page.html, page.status, {
    ...(page.cacheable ? sharedCacheHeaders(PRODUCTS_CACHE_TAG) : { 'cache-control': 'no-store' }),
    // The chosen option is part of the page (?variant=); other query strings are not.
    ...(slug ? { 'netlify-vary': 'query=variant' } : {}),
  });
});

export const config: Config = { path: ['/shop', '/shop/products/:slug'] };
