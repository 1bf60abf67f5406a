/**
 * Where a function puts what it rendered into a page shell (src/pages/shell/): the shop's
 * pages and the purchases page are static shells built by Astro, filled on each request.
 */
export const SHELL_SLOT = '<!--psycortex:page-->';

/**
 * Around a part of a shell that only makes sense beside what the function found: a clinician's
 * free times beside their profile. A page saying the clinician was not found leaves it out.
 */
export const SHELL_PART_START = '<!--psycortex:part-->';
export const SHELL_PART_END = '<!--/psycortex:part-->';
