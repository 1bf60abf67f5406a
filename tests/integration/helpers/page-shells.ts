import { SEARCH_DATA_ID, SEARCH_HEADING, SEARCH_KEY } from '#/features/search/search-shell.ts';
import { SEARCH_WORDS_EN } from '#/features/search/search-words.ts';
import { SHELL_PART_END, SHELL_PART_START, SHELL_SLOT } from '#/lib/page-shell.ts';
import { jsonScript } from '#/server/http/page-shell.ts';

/**
 * The test site serves no static files, so it answers the shells of the pages that functions
 * render (the shop's, the purchases page, the session room, a clinician's profile and the
 * search) itself: the head parts the functions fill, and their slots, at each language's address
 * as the build makes them (/shell/shop, /hi/shell/shop, /mr/shell/shop). The real shells, built
 * by Astro, are exercised by the end-to-end tests.
 */
const head = `<!doctype html><html lang="en-IN"><head><title>Shop | Psycortex</title>
<meta name="description" content="The Psycortex shop.">
<link rel="canonical" href="https://psycortex.in/shop">
<meta property="og:title" content="Shop | Psycortex">
<meta property="og:description" content="The Psycortex shop.">
<meta property="og:url" content="https://psycortex.in/shop">
</head>`;

const SHELL = `${head}<body><main id="main">${SHELL_SLOT}</main></body></html>`;

/** A clinician's profile, with the island's part for the free times after it. */
const CLINICIAN_SHELL = `${head}<body><main id="main">${SHELL_SLOT}${SHELL_PART_START}<div>the free times</div>${SHELL_PART_END}</main></body></html>`;

/** The search page: its heading, its box, the results' slot and the function's list and words. */
const SEARCH_SHELL = `${head}<body><main id="main"><h1>${SEARCH_HEADING}</h1><input name="q" value="${SEARCH_KEY}">${SHELL_SLOT}${jsonScript(
  SEARCH_DATA_ID,
  {
    links: [{ title: 'Grief Counselling', href: '/services/counsellingservices/grief' }],
    words: SEARCH_WORDS_EN,
  },
)}</main></body></html>`;

const SHELLS: Record<string, string> = {
  shop: SHELL,
  product: SHELL,
  purchases: SHELL,
  session: SHELL,
  clinician: CLINICIAN_SHELL,
  search: SEARCH_SHELL,
};

export function pageShellResponse(path: string): Response | undefined {
  const { pathname } = new URL(path, 'http://localhost');
  const name = /^(?:\/(?:hi|mr))?\/shell\/(\w+)$/.exec(pathname)?.[1];
  const shell = name === undefined ? undefined : SHELLS[name];
  if (shell === undefined) return undefined;
  return new Response(shell, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
