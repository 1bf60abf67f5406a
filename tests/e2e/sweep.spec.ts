import { expect, test } from '@playwright/test';
import { expectFallbackPageAccessible, expectNoAxeViolations } from './helpers/axe.ts';
import { sitemapPaths } from './helpers/site.ts';

/**
 * Every page of the sitemap, at both widths, with every section shown: no WCAG 2.2 AA violation, and no request to any
 * host but the site's own (no trackers, fonts or maps behind the visitor's back: the map only
 * loads when asked). Split in slices so that the workers share the sweep.
 */
const SLICES = 4;

for (let slice = 0; slice < SLICES; slice++) {
  test(`sitemap pages, part ${slice + 1} of ${SLICES}: accessible and first-party only`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    // Content revealed on scroll is transparent until then and axe would skip it: with reduced
    // motion every section is shown at once, so axe judges all of it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThan(40);
    const mine = paths.filter((_, i) => i % SLICES === slice);
    // A page left in English at /hi/ or /mr/ is judged whole at its English address, below.
    const withoutEnglishTwin = mine.filter(
      (path) =>
        /^\/(hi|mr)(\/|$)/.test(path) && !paths.includes(path.replace(/^\/(hi|mr)/, '') || '/'),
    );
    expect(withoutEnglishTwin, 'Hindi and Marathi pages without an English page').toEqual([]);
    const site = new URL(baseURL!).host;
    const foreign: string[] = [];
    // The site must work under its Content-Security-Policy: any refusal is a failure.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text()))
        refused.push(`${page.url()}: ${message.text()}`);
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.host !== site)
        foreign.push(`${page.url()} → ${url.href}`);
    });
    // The pictures are stand-ins until the provider's photographs arrive: none may be described
    // as a photograph it is not (README, Replacing the stand-in pictures).
    const describedStandIns: string[] = [];
    let standIns = 0;
    for (const path of mine) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      // A page not yet translated is its English page's body under a notice, inside the
      // language's shell: axe judges that body on the English page and the shell on the
      // translated pages, so here it judges the notice and the languages the page declares.
      const fallback = (await page.locator('[data-fallback-notice]').count()) > 0;
      await test.step(path, () =>
        fallback ? expectFallbackPageAccessible(page) : expectNoAxeViolations(page),
      );
      const pictures = await page
        .locator('img[data-stand-in]')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
      standIns += pictures.length;
      describedStandIns.push(
        ...pictures.filter((alt) => alt !== '').map((alt) => `${path}: ${alt}`),
      );
    }
    expect(describedStandIns, 'stand-in pictures with an alt text').toEqual([]);
    expect(standIns, 'stand-in pictures marked as such').toBeGreaterThan(0);
    expect(foreign, 'requests to other hosts').toEqual([]);
    expect(refused, 'Content-Security-Policy refusals').toEqual([]);
  });
}

/**
 * Pages outside the sitemap that anyone can open, in the states a visitor meets first. Pages
 * behind a sign-in are checked by the specs that sign in (checkout, order, purchases, privacy,
 * admin), at both widths.
 */
const OUTSIDE_THE_SITEMAP = [
  '/user/login',
  '/admin/login',
  '/user/mycart',
  '/shop/products/individual-counselling',
  '/shop/products/no-such-product',
  '/search/anxiety',
  '/brochure',
  '/newsletter/unsubscribed',
  '/newsletter/confirm?token=a-token-from-an-e-mail-of-43-characters-xy',
  '/newsletter/confirmed',
  '/newsletter/link-expired',
  '/no-such-page',
];

test('pages outside the sitemap: accessible', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of OUTSIDE_THE_SITEMAP) {
    await page.goto(path, { waitUntil: 'load' });
    // The islands render after their data arrives: judge the page once nothing is loading.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await test.step(path, () => expectNoAxeViolations(page));
  }
});
