/**
 * For tests of what pages say and where their links go, which is the same at every width: the
 * desktop project checks them once and the phone project skips them (playwright.config.ts).
 * Layout, menus, forms and flows are tested at both widths.
 */
export const SAME_AT_EVERY_WIDTH = { tag: '@same-at-every-width' };
