import type { Config } from '@netlify/functions';
import { localeOfPath, localizedPath, unlocalizedPath } from '#/lib/i18n.ts';
import { searchHref } from '#/lib/navigation.ts';
import { searchKey } from '#/lib/search.ts';
import { SEARCH_CACHE_TAG, sharedCacheHeaders } from '#/server/http/cache.ts';
import { handler } from '#/server/http/handler.ts';
import { pageShell } from '#/server/http/page-shell.server.ts';
import { htmlPage } from '#/server/http/respond.ts';
import { searchText } from '#/server/search/pagefind.server.ts';
import { renderSearchPage } from '#/server/search/search-page.server.ts';

/**
 * The search page with its results in the first response: /search/{key} (a search typed as
 * /search?q=… is sent there), /hi/search?q=… and /mr/search?q=…. Kept by the CDN for each
 * address for an hour (the index changes only with a deploy); not when the full-text search
 * failed.
 */
export default handler(['GET', 'HEAD'], async (request) => {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const key = searchKey(unlocalizedPath(url.pathname), url.search);
  if (locale === 'en' && url.pathname.replace(/\/$/, '') === '/search' && key) {
    return new Response(null, { status: 301, headers: { location: searchHref(key)! } });
  }
  const searchPage = localizedPath(locale, '/search');
  const path = (key && searchHref(key, searchPage)) || searchPage;
  const page = await renderSearchPage(await pageShell('search', locale), key, path, (k) =>
    searchText(k, locale),
  );
  return htmlPage(page.html, 200, {
    ...(page.cacheable
      ? sharedCacheHeaders(SEARCH_CACHE_TAG, 3600)
      : { 'cache-control': 'no-store' }),
    'netlify-vary': 'query=q',
    'x-robots-tag': 'noindex',
  });
});

// Netlify reads `config` without running the code: the paths are written out, not a constant.
export const config: Config = {
  path: ['/search', '/search/*', '/hi/search', '/mr/search'],
};
