import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SEARCH_DATA_ID, SEARCH_HEADING, SEARCH_KEY } from '#/features/search/search-shell.ts';
import type { SearchWords } from '#/features/search/search-words.ts';
import {
  type ResultLink,
  SearchResults,
  type TextHits,
} from '#/features/search/views/SearchResults.tsx';
import { fill } from '#/lib/i18n.ts';
import { searchPages } from '#/lib/search.ts';
import { escapeHtml, fillShell } from '#/server/http/page-shell.ts';
import { HITS_SHOWN } from './pagefind.server.ts';

/**
 * The search page (/search/{key}, /hi/search?q=…, /mr/search?q=…) rendered with its results:
 * the pages whose title matches the key, from the list the shell carries (SearchPage.astro),
 * and the pages whose text mentions it, from the full-text search. The list and the words are
 * taken out of the page: the function is their only reader.
 */
export interface SearchPageResult {
  html: string;
  /** False when the full-text search failed: an answer without its hits must not be kept. */
  cacheable: boolean;
}

interface ShellData {
  links: ResultLink[];
  words: SearchWords;
}

const DATA_SCRIPT = new RegExp(
  `<script type="application/json" id="${SEARCH_DATA_ID}">(.*?)</script>`,
  's',
);

/** The shell's list of pages and words, and the shell without them. */
export function readSearchShell(shell: string): { page: string; data: ShellData } {
  const found = DATA_SCRIPT.exec(shell);
  if (!found) throw new Error('The search shell has no list of pages.');
  return {
    page: shell.replace(found[0], ''),
    data: JSON.parse(found[1]!) as ShellData,
  };
}

export async function renderSearchPage(
  shell: string,
  key: string,
  /** The address of these results, for the page's canonical link and language switch. */
  path: string,
  searchText: (key: string) => Promise<TextHits>,
): Promise<SearchPageResult> {
  const { page, data } = readSearchShell(shell);
  const { words, links } = data;
  const heading = key ? fill(words.resultsFor, { key }) : words.title;
  let body = '';
  let cacheable = true;
  if (key) {
    const hits = await searchText(key).catch((error: unknown) => {
      console.error('[search] the full-text search failed:', error);
      return null;
    });
    cacheable = hits !== null;
    body = renderToStaticMarkup(
      createElement(SearchResults, {
        titleMatches: searchPages(links, key),
        hits,
        words,
        shownAtMost: HITS_SHOWN,
      }),
    );
  }
  const html = fillShell(page, {
    body,
    head: key ? { title: heading, description: words.description, path } : undefined,
  })
    .replace(SEARCH_HEADING, () => escapeHtml(heading))
    .replace(SEARCH_KEY, () => escapeHtml(key));
  return { html, cacheable };
}
