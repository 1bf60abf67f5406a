import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { isPhone, openPhoneMenu } from './helpers/site.ts';

/** The narrow header and its slide-in menu (run by the phone project only). */
const CONTENT_PAGE = '/this-page-does-not-exist';

async function setCart(page: Page, items: unknown[]) {
  await page.evaluate((value) => localStorage.setItem('cartData', value), JSON.stringify(items));
}

test.describe('mobile navigation', () => {
  test('the slide-in menu with submenu panels and one accordion open at a time', async ({
    page,
  }) => {
    await page.goto(CONTENT_PAGE);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open menu' });
    const menu = await openPhoneMenu(page);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Franchise', 'Blogs', 'Contact Us', 'Shop', 'Login']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await menu.getByRole('button', { name: 'About Us' }).click();
    await expect(menu.getByRole('link', { name: 'Gallery' })).toBeVisible();
    const back = menu.getByRole('button', { name: 'Back' });
    await expect(back).toBeFocused();
    await back.click();
    await expect(menu.getByRole('button', { name: 'About Us' })).toBeFocused();

    await menu.getByRole('button', { name: 'Services' }).click();
    const groups = menu.locator('details');
    await expect(groups).toHaveCount(5);
    await expect(menu.getByRole('link', { name: 'All services' })).toHaveAttribute(
      'href',
      '/services',
    );
    // Each group shows whether it is open: its chevron turns.
    const chevron = () =>
      menu
        .locator('summary', { hasText: 'Assessment and Testing' })
        .evaluate((summary) => getComputedStyle(summary, '::after').transform);
    const closed = await chevron();
    expect(closed).not.toBe('none');
    await menu.getByText('Assessment and Testing').click();
    await expect.poll(chevron).not.toBe(closed);
    await expect(menu.getByRole('link', { name: 'Career Suitability Test' })).toBeVisible();
    await menu.getByText('Unique Features').click();
    await expect(menu.getByRole('link', { name: 'Commitment to Confidentiality' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Career Suitability Test' })).toBeHidden();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    // Reopening starts from the first panel again.
    await burger.click();
    await expect(menu.getByRole('button', { name: 'About Us' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the bar keeps search, cart count and Book Appointment in reach', async ({ page }) => {
    await page.goto(CONTENT_PAGE);
    await setCart(page, [
      {
        productSlug: '1',
        variantId: '1',
        name: 'Single Counselling Session',
        differentby: '1 session',
        sessions: 1,
        cost: 149_900,
        quantity: 4,
        imgsrc: null,
      },
    ]);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Book( Appointment)?$/ }).first()).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    await toggle.click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('grief');
    await toggle.click();
    await expect(page).toHaveURL('/search/grief');
    expect(isPhone(page)).toBe(true);
  });
});
