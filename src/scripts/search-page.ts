import { fill, localeOfPath } from '#/lib/i18n.ts';
import { searchHref } from '#/lib/navigation.ts';
import { excerptParts, pageHref, searchKey, titleMatcher } from '#/lib/search.ts';

/**
 * The search page (/search, which serves every /search/{key}): reads the key from the address,
 * lists the pages whose title matches it (from the page's <template>, rendered at build time
 * from content/search.json) and then the full-text hits from Pagefind, loaded on this page only.
 */

interface PagefindData {
  url: string;
  excerpt: string;
  meta?: { title?: string };
}
interface Pagefind {
  search(term: string): Promise<{ results: Array<{ data(): Promise<PagefindData> }> } | null>;
  mergeIndex(path: string, options: { language: string }): Promise<void>;
}

/**
 * The Hindi and Marathi search pages' words (data-words on the page, from
 * content/i18n/pages/<language>.json); the English page keeps the texts written below.
 */
interface SearchWords {
  resultsFor: string;
  searching: string;
  found: string;
  none: string;
  unavailable: string;
  inEnglish: string;
  locale: 'hi' | 'mr';
}

const MAX_ARTICLES = 10;
/** Built by `pagefind --site dist` after `astro build`; not there under `astro dev`. */
const PAGEFIND_URL = '/pagefind/pagefind.js';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** Pagefind's excerpt as text and <mark> elements: its HTML is never parsed into the page. */
function excerptNode(excerpt: string): HTMLParagraphElement {
  const p = el('p', 'hit-excerpt');
  for (const part of excerptParts(excerpt)) {
    p.append(part.marked ? el('mark', undefined, part.text) : document.createTextNode(part.text));
  }
  return p;
}

function hitItem(hit: PagefindData, inEnglish?: string): HTMLLIElement {
  const item = el('li', 'hit');
  const heading = el('h3');
  const link = el('a', undefined, hit.meta?.title || pageHref(hit.url));
  link.href = pageHref(hit.url);
  heading.append(link);
  item.append(heading, excerptNode(hit.excerpt));
  if (inEnglish) {
    // An English page found from the Hindi or Marathi search page: marked, and said so.
    item.lang = 'en-IN';
    const note = el('span', 'hit-language', ` ${inEnglish}`);
    note.lang = document.documentElement.lang;
    heading.append(note);
  }
  return item;
}

/**
 * The Hindi or Marathi search: Pagefind reads the index of the page's <html lang>; the English
 * index is merged in, and the hits in the visitor's language are listed first, then the English
 * ones, up to 10 of each.
 */
async function showTranslatedArticles(
  key: string,
  root: HTMLElement,
  titleMatches: number,
  words: SearchWords,
): Promise<void> {
  const section = root.querySelector<HTMLElement>('[data-articles]')!;
  const status = section.querySelector<HTMLElement>('[data-articles-status]')!;
  const list = section.querySelector<HTMLOListElement>('[data-articles-list]')!;
  section.setAttribute('aria-busy', 'true');
  status.textContent = words.searching;
  try {
    const url = PAGEFIND_URL;
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    // The same folder's English index. Pagefind skips a merge of the path it already reads
    // (/pagefind/), so the English one is named by its full address.
    await pagefind.mergeIndex(new URL('/pagefind/', window.location.href).href, {
      language: 'en-in',
    });
    const search = await pagefind.search(key);
    const all = (await Promise.all((search?.results ?? []).map((result) => result.data()))).map(
      // The merged index's addresses are full ones: the site's own path, as the others.
      (hit) => {
        const url = new URL(hit.url, window.location.href);
        return { ...hit, url: `${url.pathname}${url.search}${url.hash}` };
      },
    );
    const own = all.filter((hit) => localeOfPath(pageHref(hit.url)) === words.locale);
    const english = all.filter((hit) => localeOfPath(pageHref(hit.url)) === 'en');
    const shown = [...own.slice(0, MAX_ARTICLES), ...english.slice(0, MAX_ARTICLES)];
    list.replaceChildren(
      ...own.slice(0, MAX_ARTICLES).map((hit) => hitItem(hit)),
      ...english.slice(0, MAX_ARTICLES).map((hit) => hitItem(hit, words.inEnglish)),
    );
    status.textContent =
      shown.length === 0
        ? words.none
        : fill(words.found, { local: own.length, english: english.length });
    if (titleMatches === 0 && shown.length === 0) showNoResults(root);
  } catch {
    status.textContent = words.unavailable;
    if (titleMatches === 0) showNoResults(root);
  } finally {
    section.removeAttribute('aria-busy');
  }
}

/**
 * The full-text hits, and one truthful summary with the title matches: 'Oops! No results
 * available.' only when neither titles nor texts have the key.
 */
async function showArticles(key: string, root: HTMLElement, titleMatches: number): Promise<void> {
  const section = root.querySelector<HTMLElement>('[data-articles]')!;
  const status = section.querySelector<HTMLElement>('[data-articles-status]')!;
  const list = section.querySelector<HTMLOListElement>('[data-articles-list]')!;
  section.setAttribute('aria-busy', 'true');
  status.textContent = 'Searching our articles and policies…';
  try {
    const url = PAGEFIND_URL;
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    const search = await pagefind.search(key);
    const hits = await Promise.all(
      (search?.results ?? []).slice(0, MAX_ARTICLES).map((result) => result.data()),
    );
    list.replaceChildren(...hits.map((hit) => hitItem(hit)));
    const mentions =
      hits.length === 1
        ? '1 page mentions it'
        : `${hits.length} pages mention it${hits.length === MAX_ARTICLES ? ' (the first 10 are shown)' : ''}`;
    status.textContent =
      hits.length === 0
        ? 'No other page mentions it.'
        : titleMatches === 0
          ? `No page title matches it, but ${mentions}.`
          : `${mentions.charAt(0).toUpperCase()}${mentions.slice(1)}.`;
    if (titleMatches === 0 && hits.length === 0) showNoResults(root);
  } catch {
    status.textContent = 'The full-text search is not available right now. Please try again later.';
    if (titleMatches === 0) showNoResults(root);
  } finally {
    section.removeAttribute('aria-busy');
  }
}

function showNoResults(root: HTMLElement): void {
  const empty = root.querySelector<HTMLElement>('[data-pages-empty]')!;
  empty.closest('section')!.hidden = false;
  empty.hidden = false;
}

/** The pages whose title matches, from the page's own list; returns how many. */
function showPages(key: string, root: HTMLElement): number {
  const template = root.querySelector<HTMLTemplateElement>('[data-pages-template]')!;
  const list = root.querySelector<HTMLUListElement>('[data-pages-list]')!;
  const empty = root.querySelector<HTMLElement>('[data-pages-empty]')!;
  const matches = titleMatcher(key);
  const items = [...template.content.querySelectorAll<HTMLLIElement>('li')].filter((item) =>
    matches(item.dataset.title ?? ''),
  );
  list.replaceChildren(...items.map((item) => item.cloneNode(true)));
  list.hidden = items.length === 0;
  // With no title match, the full-text search decides what to say (showArticles).
  empty.hidden = true;
  list.closest('section')!.hidden = items.length === 0;
  return items.length;
}

export function initSearchPage(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-search-form]')!;
  const input = form.querySelector<HTMLInputElement>('input')!;
  const words = root.dataset.words ? (JSON.parse(root.dataset.words) as SearchWords) : undefined;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const href = searchHref(input.value, form.getAttribute('action') ?? undefined);
    if (href) window.location.assign(href);
    else input.focus();
  });

  const key = searchKey(window.location.pathname, window.location.search);
  if (!key) return;
  const heading = words ? fill(words.resultsFor, { key }) : `Search Results for "${key}"`;
  root.querySelector('h1')!.textContent = heading;
  document.title = `${heading} | ${root.dataset.brand ?? ''}`.replace(/ \| $/, '');
  input.value = key;
  const titleMatches = showPages(key, root);
  root.querySelector<HTMLElement>('[data-results]')!.hidden = false;
  if (words) void showTranslatedArticles(key, root, titleMatches, words);
  else void showArticles(key, root, titleMatches);
}
