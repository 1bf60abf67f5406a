/**
 * For tests that one width is enough for: what pages say and where their links go, and rules
 * reached through screens whose phone layout other tests already walk (the sitemap sweep, the
 * shell, the shop layout, a purchase and the privacy centre run at both widths). The desktop
 * project runs them and the phone project skips them (playwright.config.ts), which keeps the
 * end-to-end run inside CI's time.
 */
export const ONE_WIDTH = { tag: '@one-width' };
