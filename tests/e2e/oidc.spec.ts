import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { isPhone, openPhoneMenu, uniqueEmail } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/** Sign In with Google and Microsoft through the local OpenID provider, then log out. */

async function openUserCard(page: Page) {
  if (isPhone(page)) {
    await (await openPhoneMenu(page)).getByRole('button', { name: 'My Account' }).click();
  } else {
    await page.getByRole('button', { name: 'My Account' }).click();
  }
  const card = page.getByRole('region', { name: 'My Account' });
  await expect(card).toBeVisible();
  return card;
}

for (const [provider, label] of [
  ['google', 'Google'],
  ['microsoft', 'Microsoft'],
] as const) {
  // Google at both widths; Microsoft's button runs the same code, at one width.
  const details = provider === 'microsoft' ? ONE_WIDTH : {};
  test(
    `Sign In with ${label} through the local provider, see the user card, log out`,
    details,
    async ({ page, context }) => {
      const email = uniqueEmail(provider);
      const name = `${label} Tester`;
      await page.goto('/user/login');
      await expectNoAxeViolations(page);
      const button = page.getByRole('link', { name: `Sign In with ${label}` });
      await expect(button).toHaveAttribute('href', `/api/auth/oidc/${provider}/start`);
      await button.click();

      await expect(page).toHaveURL(new RegExp(`/_dev/oidc/${provider}/authorize\\?`));
      await expect(page.getByRole('heading', { name: `Sign in with ${label}` })).toBeVisible();
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page).toHaveURL('/');
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === '__Host-psy_session')).toMatchObject({
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
      });
      expect(cookies.find((c) => c.name === '__Host-psy_oidc')).toBeUndefined();

      const card = await openUserCard(page);
      await expect(card).toContainText(name);
      await expect(card).toContainText(email);
      await card.getByRole('button', { name: 'LogOut' }).click();
      await expect(page).toHaveURL('/');
      await expect(card).toBeHidden();
      // Already on '/', so wait for the logout to land rather than for the URL.
      await expect
        .poll(async () => (await context.cookies()).some((c) => c.name === '__Host-psy_session'))
        .toBe(false);
    },
  );
}

test(
  'a profile without a name shows "Invalid user data provided." and stays logged out',
  ONE_WIDTH,
  async ({ page, context }) => {
    await page.goto('/user/login');
    await page.getByRole('link', { name: 'Sign In with Google' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('noname'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/user/login?error=invalid_user_data');
    await expect(page.getByRole('alert')).toHaveText('Invalid user data provided.');
    await expectNoAxeViolations(page);
    expect((await context.cookies()).find((c) => c.name === '__Host-psy_session')).toBeUndefined();
  },
);
