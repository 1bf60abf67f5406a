import { expect, type Page, test } from '@playwright/test';
import awards from '../../content/awards.json' with { type: 'json' };

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  return page.getByRole('main');
}

/** Touch screens only (run by the phone project). */
test('awards: a tap anywhere on the card flips it (touch screens)', async ({ page }) => {
  const main = await open(page, '/aboutus/awards');
  const certificate = awards.certificates[0]!;
  const card = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: certificate.title }) });
  await card.tap({ position: { x: 30, y: 30 } });
  await expect(card.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText(certificate.text)).toBeVisible();
  await card.tap({ position: { x: 30, y: 30 } });
  await expect(card.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByText(certificate.text)).toBeHidden();
});
