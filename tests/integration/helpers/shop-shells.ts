import { SHELL_SLOT } from '#/lib/page-shell.ts';

/**
 * The test site serves no static files, so it answers the shells of the pages that functions
 * render (the shop's and the purchases page) itself: the head parts the functions fill, and the
 * slot, at each language's address as the build makes them (/shell/shop, /hi/shell/shop,
 * /mr/shell/shop). The real shells, built by Astro, are exercised by the end-to-end tests.
 */
const SHELL = `<!doctype html><html lang="en-IN"><head><title>Shop | Psycortex</title>
<meta name="description" content="The Psycortex shop.">
<link rel="canonical" href="https://psycortex.in/shop">
<meta property="og:title" content="Shop | Psycortex">
<meta property="og:description" content="The Psycortex shop.">
<meta property="og:url" content="https://psycortex.in/shop">
</head><body><main id="main">${SHELL_SLOT}</main></body></html>`;

export function shopShell(path: string): Response | undefined {
  const { pathname } = new URL(path, 'http://localhost');
  if (!/^(\/(hi|mr))?\/shell\/(shop|product|purchases|session)$/.test(pathname)) return undefined;
  return new Response(SHELL, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
