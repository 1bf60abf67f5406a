/**
 * Where a function puts what it rendered into a page shell (src/pages/shell/): the shop's
 * pages and the purchases page are static shells built by Astro, filled on each request.
 */
export const SHELL_SLOT = '<!--psycortex:page-->';
