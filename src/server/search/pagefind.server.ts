import type { TextHit, TextHits } from '#/features/search/views/SearchResults.tsx';
import { type Locale, localeOfPath } from '#/lib/i18n.ts';
import { pageHref } from '#/lib/search.ts';
import { config } from '#/server/config.ts';

/**
 * The full-text search, made on the server with Pagefind's own search code and index: the files
 * `pagefind --site dist` writes into the deploy (/pagefind/), read from the site at its configured
 * address (SITE_URL, as the page shells are), so that the browser downloads neither the code
 * nor the index and the hits are in the page's first response. The code and each language's
 * index are loaded once per function instance.
 */

interface PagefindData {
  url: string;
  excerpt: string;
  meta?: { title?: string };
}
interface PagefindSearch {
  results: Array<{ data(): Promise<PagefindData> }>;
}
interface PagefindInstance {
  init(): Promise<void>;
  mergeIndex(path: string, options: { language: string }): Promise<void>;
  search(term: string): Promise<PagefindSearch | null>;
}
interface PagefindModule {
  createInstance(options: { basePath: string }): PagefindInstance;
}

/** At most this many hits of each language are listed. */
export const HITS_SHOWN = 10;
/** A search that has not answered by then is said to be unavailable rather than awaited. */
const SEARCH_TIMEOUT_MS = 8000;

let loadedModule: Promise<PagefindModule> | undefined;
const instances = new Map<string, Promise<PagefindInstance>>();

/** Pagefind's search code is an ES module meant for a page; here it is imported from its text. */
function pagefindModule(origin: string): Promise<PagefindModule> {
  loadedModule ??= (async () => {
    const response = await fetch(new URL('/pagefind/pagefind.js', origin), { redirect: 'error' });
    if (!response.ok) throw new Error(`Pagefind's code answered ${response.status}.`);
    const code = Buffer.from(await response.text()).toString('base64');
    return (await import(`data:text/javascript;base64,${code}`)) as PagefindModule;
  })();
  loadedModule.catch(() => {
    loadedModule = undefined;
  });
  return loadedModule;
}

/**
 * The index a search page searches. Outside a browser Pagefind has no <html lang> to choose by
 * and reads the index with the most pages, the English one. A Hindi or Marathi search merges
 * its own language's index in (as that page did in the browser, the other way round). Pagefind
 * skips merging an index whose address begins like the one it reads, and both are in the same
 * folder, so the merged one is named by an equivalent address.
 */
function pagefindFor(locale: Locale): Promise<PagefindInstance> {
  const origin = config().SITE_URL;
  const key = `${origin} ${locale}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = (async () => {
      const basePath = new URL('/pagefind/', origin).href;
      const pagefind = (await pagefindModule(origin)).createInstance({ basePath });
      await pagefind.init();
      if (locale !== 'en') {
        // The same folder; `new URL` would resolve the "..", so it is written out.
        const sameFolder = basePath.replace(/\/pagefind\/$/, '/pagefind/../pagefind/');
        await pagefind.mergeIndex(sameFolder, { language: `${locale}-in` });
      }
      return pagefind;
    })();
    instance.catch(() => instances.delete(key));
    instances.set(key, instance);
  }
  return instance;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error('The full-text search took too long.')), ms).unref(),
    ),
  ]);
}

/** A hit as the page lists it: the site's own address, without ".html". */
function toHit(data: PagefindData, origin: string): TextHit {
  const url = new URL(data.url, origin);
  const href = pageHref(`${url.pathname}${url.search}${url.hash}`);
  return { href, title: data.meta?.title || href, excerpt: data.excerpt };
}

/**
 * The pages whose text mentions the key, best first: the search page's language's, and on a
 * Hindi or Marathi page the English ones after them, at most HITS_SHOWN of each.
 */
export async function searchText(key: string, locale: Locale): Promise<TextHits> {
  const origin = config().SITE_URL;
  return withTimeout(
    (async () => {
      const pagefind = await pagefindFor(locale);
      const search = await pagefind.search(key);
      const results = search?.results ?? [];
      // The English page reads the first ten only; the others sort every hit by language first.
      const read = locale === 'en' ? results.slice(0, HITS_SHOWN) : results;
      const hits = (await Promise.all(read.map((result) => result.data()))).map((data) =>
        toHit(data, origin),
      );
      if (locale === 'en')
        return { own: hits, english: [], found: { own: results.length, english: 0 } };
      const own = hits.filter((hit) => localeOfPath(hit.href) === locale);
      const english = hits.filter((hit) => localeOfPath(hit.href) === 'en');
      return {
        own: own.slice(0, HITS_SHOWN),
        english: english.slice(0, HITS_SHOWN),
        found: { own: own.length, english: english.length },
      };
    })(),
    SEARCH_TIMEOUT_MS,
  );
}
