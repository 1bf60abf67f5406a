import { expect, test } from '@playwright/test';
import { seedAdminPassword } from './helpers/admin.ts';

/**
 * The seed admin signs in through the login screen into the panel. Once, at one width: admin
 * sign-in is rate-limited per name, and the other admin tests share one session.
 */
test('the seed admin signs in and lands on the users screen', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(await seedAdminPassword());
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Signed in as admin')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }),
  ).toHaveAttribute('aria-current', 'page');
});
