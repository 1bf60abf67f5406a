import { purgeCache } from '@netlify/functions';

/**
 * Public answers that every visitor shares (the catalogue) are cached by Netlify's CDN and
 * tagged, so an admin's change purges them at once. Browsers always revalidate, so a purge
 * reaches people on their next request.
 */
export const PRODUCTS_CACHE_TAG = 'products';
/** The search pages' results, which change only with a deploy's new index. */
export const SEARCH_CACHE_TAG = 'search';

export function sharedCacheHeaders(tag: string, seconds = 300): Record<string, string> {
  return {
    'cache-control': 'public, max-age=0, must-revalidate',
    'netlify-cdn-cache-control': `public, durable, s-maxage=${seconds}, stale-while-revalidate=86400`,
    'netlify-cache-tag': tag,
  };
}

/** Drops the CDN's copies of answers with this tag. Outside Netlify there is no CDN to purge. */
export async function purgeCacheTag(tag: string): Promise<void> {
  if (!process.env.NETLIFY_PURGE_API_TOKEN && process.env.NETLIFY !== 'true') return;
  try {
    await purgeCache({ tags: [tag] });
  } catch (error) {
    // A failed purge leaves the old catalogue for at most s-maxage; the change itself is saved.
    console.error(`[cache] purging "${tag}" failed:`, error);
  }
}
