import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { isPhone, openPhoneMenu } from './helpers/site.ts';

/** The most-needed services (anxiety, depression, grief...) are one step from every page. */
test.describe('all services', () => {
  test('/services lists all 30 services in their five groups', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    const main = page.getByRole('main');
    for (const group of [
      'Counselling Services',
      'Psychotherapy Approaches',
      'Assessment and Testing',
      'Career and Skills Development',
      'Unique Features',
    ])
      await expect(main.getByRole('heading', { level: 2, name: group })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(30);
    for (const [name, href] of [
      ['Anxiety Counselling', '/services/counsellingservices/anxiety'],
      ['Depression Counselling', '/services/counsellingservices/depression'],
      ['Grief Counselling', '/services/counsellingservices/grief'],
      ['Trauma Counselling', '/services/counsellingservices/trauma'],
    ])
      await expect(main.getByRole('link', { name: name!, exact: true })).toHaveAttribute(
        'href',
        href!,
      );
    await expectNoAxeViolations(page);
  });

  test('is reached from Our Services and from the footer', async ({ page }) => {
    await page.goto('/blogs');
    if (isPhone(page)) {
      const menu = await openPhoneMenu(page);
      await menu.getByRole('button', { name: 'Services' }).click();
      await menu.getByRole('link', { name: 'All services' }).click();
    } else {
      await page.getByRole('button', { name: 'Our Services' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'All services' }).click();
    }
    await expect(page).toHaveURL(/\/services$/);
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Our Services' })
        .getByRole('link', { name: 'All services' }),
    ).toHaveAttribute('href', '/services');
  });

  test('the specification’s Mental Health Counselling address leads to its page', async ({
    page,
  }) => {
    const response = await page.goto('/services/counsellingservices/mentalhealthcounselling');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/services\/counsellingservices\/mentalhealth$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mental Health');
  });
});
