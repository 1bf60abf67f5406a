import { expect, test } from '@playwright/test';

/**
 * The first screen paints before any code is fetched (src/lib/after-paint.ts): the shell's
 * script, the home page's carousel and the islands' code all start after the load event, and the
 * site's icon is in the page rather than a request of its own. A content page with a picture, a
 * translated home page, a booking page, a shop page (answered by a function) and the cart.
 */
const PAGES = [
  '/',
  '/mr',
  '/services/counsellingservices/anxiety',
  '/book',
  '/shop/products/individual-counselling',
  '/user/mycart',
];

interface Timings {
  loadEnd: number;
  scripts: Array<{ url: string; start: number }>;
  icons: string[];
}

for (const path of PAGES) {
  test(`${path}: no script is fetched before the page has loaded and painted`, async ({ page }) => {
    await page.goto(path);
    const read = () =>
      page.evaluate((): Timings => {
        const navigation = performance.getEntriesByType(
          'navigation',
        )[0] as PerformanceNavigationTiming;
        const resources = performance.getEntriesByType('resource');
        return {
          loadEnd: navigation.loadEventEnd,
          scripts: resources
            .filter((r) => new URL(r.name).pathname.endsWith('.js'))
            .map((r) => ({ url: new URL(r.name).pathname, start: r.startTime })),
          icons: resources.filter((r) => /favicon|icon/.test(r.name)).map((r) => r.name),
        };
      });
    // The scripts do come: the page's code still runs, one frame after the paint.
    await expect.poll(async () => (await read()).scripts.length).toBeGreaterThan(0);
    const { loadEnd, scripts, icons } = await read();
    expect(loadEnd).toBeGreaterThan(0);
    for (const script of scripts) expect(script.start, script.url).toBeGreaterThan(loadEnd);
    expect(icons).toEqual([]);
  });
}

test("a tap on the header before the header's code has run is made again once it has", async ({
  page,
}) => {
  // The shell's script is held back until the tap has been made, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/Shell(Reveal)?Script\.astro[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/blogs');
  const search = page.getByRole('searchbox', { name: 'Search the site' });
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(search).toBeHidden();
  release();
  await expect(search).toBeVisible();
});
