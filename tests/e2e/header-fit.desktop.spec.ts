import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers/shopper.ts';

/**
 * On laptops the bar holds the whole menu, the language switch, search, cart, the account and
 * Book Appointment: nothing may run off the side of the page, signed in or not, in any language,
 * and the shortened labels keep their full names for screen readers.
 */
const WIDTHS = [1200, 1280, 1366, 1440, 1480];

async function overflowAt(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const hidden = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (hidden > 0) problems.push(`${path} at ${width} px: ${hidden} px off the side`);
  }
  return problems;
}

test('the header fits laptops, signed out and signed in, in every language', async ({ page }) => {
  const problems = [
    ...(await overflowAt(page, '/')),
    ...(await overflowAt(page, '/mr')),
    ...(await overflowAt(page, '/hi/get-matched')),
  ];
  await signIn(page);
  problems.push(...(await overflowAt(page, '/user/sessions')), ...(await overflowAt(page, '/mr')));
  expect(problems).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Book Appointment', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Language: English' })).toBeVisible();
});
