import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { hoverUntilOpen } from './helpers/site.ts';

/** The wide header (run by the desktop project only). */
const CONTENT_PAGE = '/this-page-does-not-exist';

test.describe('desktop navigation', () => {
  test('links of the main navigation', async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Franchise', '/franchise'],
      ['Blogs', '/blogs'],
      ['Shop', '/shop'],
      ['Contact Us', '/contactus'],
    ]) {
      await expect(nav.getByRole('link', { name: name!, exact: true })).toHaveAttribute(
        'href',
        href!,
      );
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    await expect(page.getByRole('link', { name: 'Psycortex home' }).first()).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('About Us opens on hover', async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    const button = page.getByRole('button', { name: 'About Us' });
    const link = page.getByRole('banner').getByRole('link', { name: 'Mission, Vision and Values' });
    await expect(link).toBeHidden();
    await hoverUntilOpen(page, button, link);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(link).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('Our Services opens from the keyboard and Escape closes it', async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    const button = page.getByRole('button', { name: 'Our Services' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#menu-services');
    await expect(menu.getByRole('link')).toHaveCount(11 + 1);
    await expect(menu.getByRole('link', { name: 'All services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(menu.getByRole('link', { name: 'Interpersonal Psychotherapy' })).toHaveAttribute(
      'href',
      '/services/psychotherapyapproaches/interpersonalpsychotherapy',
    );
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
