/**
 * The search page's shell (SearchPage.astro) and the search-page function that fills it: where
 * the heading and the key go, and the id of the data the function reads and takes out.
 */
export const SEARCH_HEADING = '{{psycortex:search-heading}}';
export const SEARCH_KEY = '{{psycortex:search-key}}';
export const SEARCH_DATA_ID = 'search-data';
