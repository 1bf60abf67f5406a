import type { Locale } from '#/lib/i18n.ts';

/**
 * What the search page says around its results. English here; the Hindi and Marathi pages'
 * words come from content/i18n/pages/<language>.json, put into their shells when they are built
 * (SearchPage.astro), where the search-page function reads them.
 */
export interface SearchWords {
  locale: Locale;
  title: string;
  description: string;
  /** The heading once a search is made; {key} is what was searched. */
  resultsFor: string;
  pages: string;
  empty: string;
  inText: string;
  /** Hindi and Marathi: how many pages of each language mention it ({local}, {english}). */
  found: string;
  none: string;
  unavailable: string;
  /** Beside an English page found from the Hindi or Marathi search. */
  inEnglish: string;
}

export const SEARCH_WORDS_EN: SearchWords = {
  locale: 'en',
  title: 'Search',
  description: 'Search the Psycortex website: counselling services, articles, policies and more.',
  resultsFor: 'Search Results for "{key}"',
  pages: 'Pages',
  empty: 'Oops! No results available.',
  inText: 'In the text of our pages',
  found: '',
  none: 'No other page mentions it.',
  unavailable: 'The full-text search is not available right now. Please try again later.',
  inEnglish: '',
};

/**
 * The English page's summary of the full-text hits beside the title matches: how many pages
 * mention the key, and that only the first are listed when there are more.
 */
export function englishSummary(found: number, titleMatches: number, shownAtMost: number): string {
  if (found === 0) return SEARCH_WORDS_EN.none;
  const mentions =
    found === 1
      ? '1 page mentions it'
      : `${found} pages mention it${found > shownAtMost ? ` (the first ${shownAtMost} are shown)` : ''}`;
  return titleMatches === 0
    ? `No page title matches it, but ${mentions}.`
    : `${mentions.charAt(0).toUpperCase()}${mentions.slice(1)}.`;
}
