import { expect, type Page, test } from '@playwright/test';
import awards from '../../content/awards.json' with { type: 'json' };

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  return page.getByRole('main');
}

/** A mouse only (run by the desktop project). */
test('awards: hovering leaves a card as it is; a click turns it, as its button says', async ({
  page,
}) => {
  const main = await open(page, '/aboutus/awards');
  const certificate = awards.certificates[2]!;
  const card = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: certificate.title }) });
  const back = card.getByText(certificate.text);
  const button = card.getByRole('button');
  await card.hover({ position: { x: 30, y: 30 } });
  await expect(back).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await card.click({ position: { x: 30, y: 30 } });
  await expect(back).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Leaving and coming back with the mouse keeps what the click chose.
  await page.getByRole('heading', { level: 1 }).hover();
  await card.hover({ position: { x: 30, y: 30 } });
  await expect(back).toBeVisible();
  await card.click({ position: { x: 30, y: 30 } });
  await expect(back).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await card.click({ position: { x: 30, y: 30 } });
  await page.keyboard.press('Escape');
  await expect(back).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
