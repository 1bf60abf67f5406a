import type { Config } from '@netlify/functions';
import { localeOfPath } from '#/lib/i18n.ts';
import { renderProduct, renderShop } from '#/server/catalogue/shop-pages.server.ts';
import { shopLanguage } from '#/server/catalogue/shop-words.server.ts';
import { db } from '#/server/db/client.server.ts';
import { PRODUCTS_CACHE_TAG, sharedCacheHeaders } from '#/server/http/cache.ts';
import { handler } from '#/server/http/handler.ts';
import { pageShell } from '#/server/http/page-shell.server.ts';
import { htmlPage } from '#/server/http/respond.ts';

/**
 * /shop and /shop/products/{slug} as HTML with the products in it, kept at the CDN under the
 * "products" tag that every admin change to the catalogue purges. The same under /hi/ and /mr/
 * (issue #34): the language is the address's, its shell and words are that language's.
 */
export default handler(['GET', 'HEAD'], async (request, context) => {
  const url = new URL(request.url);
  const { slug } = context.params;
  const locale = localeOfPath(url.pathname);
  const language = shopLanguage(locale);
  const page = slug
    ? await renderProduct(db(), await pageShell('product', locale), slug, url.search, language)
    : await renderShop(db(), await pageShell('shop', locale), language);
  return htmlPage(page.html, page.status, {
    ...(page.cacheable ? sharedCacheHeaders(PRODUCTS_CACHE_TAG) : { 'cache-control': 'no-store' }),
    // The chosen option is part of the page (?variant=); other query strings are not.
    ...(slug ? { 'netlify-vary': 'query=variant' } : {}),
  });
});

export const config: Config = {
  path: [
    '/shop',
    '/shop/products/:slug',
    '/hi/shop',
    '/hi/shop/products/:slug',
    '/mr/shop',
    '/mr/shop/products/:slug',
  ],
};
