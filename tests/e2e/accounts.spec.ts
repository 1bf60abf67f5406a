import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { E2E_DATA_DIR } from './helpers/env.ts';
import { isPhone, mailTo, openPhoneMenu, uniqueEmail } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/** Customer login by e-mail code, the user card, logout; the admin login and shell. */

async function latestCode(page: Page, email: string, count = 1): Promise<string> {
  await expect.poll(async () => (await mailTo(page, email)).length).toBe(count);
  const [newest] = await mailTo(page, email);
  return newest!.text.match(/\b\d{6}\b/)![0];
}

async function openUserCard(page: Page) {
  if (isPhone(page)) {
    const menu = await openPhoneMenu(page);
    await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeHidden();
    await menu.getByRole('button', { name: 'My Account' }).click();
  } else {
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'My Account' }).click();
  }
  const card = page.getByRole('region', { name: 'My Account' });
  await expect(card).toBeVisible();
  return card;
}

test('sign in with the code from the e-mail, see the user card, log out', async ({
  page,
  context,
}) => {
  // Two logins, the name step and three accessibility checks.
  test.setTimeout(60_000);
  const email = uniqueEmail('otp');
  // Every answer of the login calls, read as the browser receives it.
  const bodies: string[] = [];
  await page.route('**/api/auth/otp**', async (route) => {
    const response = await route.fetch();
    bodies.push(await response.text());
    await route.fulfill({ response });
  });
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert')).toContainText('We have sent a 6-digit code');
  const otp = page.getByRole('textbox', { name: 'OTP' });
  await expect(otp).toBeFocused();
  await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(otp).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  await expectNoAxeViolations(page);

  const code = await latestCode(page, email);
  expect(bodies.join('\n')).not.toContain(code);
  // A pasted code with a space in it is accepted.
  await otp.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(otp).toHaveValue(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect.poll(() => bodies.at(-1)).toBe('{"success":true,"askName":true}');

  // The first login asks, once, what to call the person; an empty name is not taken.
  await expect(
    page.getByRole('heading', { name: 'Welcome to Psycortex. What should we call you?' }),
  ).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Your name' });
  await expect(name).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please fill in your name, or choose Skip for now.',
  );
  await name.fill('Asha Verma');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page).toHaveURL('/');

  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === '__Host-psy_session')!;
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
  expect(session.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
  const hint = cookies.find((c) => c.name === 'psy_signed_in')!;
  expect(hint.value).toBe('1');
  // Scripts see the hint, never the session token.
  for (const body of bodies) expect(body).not.toContain(session.value);
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain(session.value);
  expect(visible).not.toContain('__Host-psy_session');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(session.value);

  const card = await openUserCard(page);
  await expect(card).toContainText('Asha Verma');
  await expect(card).toContainText(email);
  await expect(card.getByRole('link', { name: 'View Cart' })).toHaveAttribute(
    'href',
    '/user/mycart',
  );
  await expect(card.getByRole('link', { name: 'Purchased Items' })).toHaveAttribute(
    'href',
    '/user/mypurchaseditems',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  // The state holds on the next page.
  await page.goto('/contactus');
  const again = await openUserCard(page);
  await again.getByRole('button', { name: 'LogOut' }).click();
  await expect(page).toHaveURL('/');
  await expect(card).toBeHidden();
  const after = await context.cookies();
  expect(after.find((c) => c.name === '__Host-psy_session')).toBeUndefined();
  expect(after.find((c) => c.name === 'psy_signed_in')).toBeUndefined();
  if (isPhone(page)) {
    const menu = await openPhoneMenu(page);
    await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  } else {
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  }
  // The old session is gone on the server too.
  expect(
    (
      await page.request.get('/api/me', {
        headers: { cookie: `__Host-psy_session=${session.value}` },
      })
    ).status(),
  ).toBe(401);

  // The next login goes straight on: the name was asked once.
  await page.goto('/user/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'OTP' }).fill(await latestCode(page, email, 2));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL('/');
});

test('a wrong code gets the specification message', ONE_WIDTH, async ({ page }) => {
  const email = uniqueEmail('wrong');
  await page.goto('/user/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await latestCode(page, email);
  await page.getByRole('textbox', { name: 'OTP' }).fill(code === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid OTP. Please try again.');
  await expect(page).toHaveURL('/user/login');
});

test(
  'Resend OTP waits 45 seconds, then sends a new code and waits again',
  ONE_WIDTH,
  async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail('resend');
    await page.goto('/user/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const resend = page.getByRole('button', { name: 'Resend OTP' });
    await expect(resend).toBeVisible();
    await expect(resend).toBeDisabled();
    await expect(page.getByText('You can resend the code in 45 s.')).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(page.getByText('You can resend the code in 15 s.')).toBeVisible();
    await expect(resend).toBeDisabled();
    await page.clock.runFor(15_000);
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect.poll(async () => (await mailTo(page, email)).length).toBe(2);
    await expect(resend).toBeDisabled();
    await expect(page.getByText('You can resend the code in 45 s.')).toBeVisible();
  },
);

test(
  'admin pages: redirect without a session, login, change-password dialog, logout',
  ONE_WIDTH,
  async ({ page, context }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/');

    await page.goto('/admin/login');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in the username.');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('certainly not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Oops! Something went wrong, please try again later!',
    );

    const password = (
      await readFile(resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'admin-password'), 'utf8')
    ).trim();
    await page.getByRole('textbox', { name: 'Username' }).fill('  admin ');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === '__Host-psy_admin')!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(8 * 3600);
    expect(await page.evaluate(() => document.cookie)).not.toContain(cookie.value);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Old password').fill('not the old password');
    await dialog.getByLabel('New password').fill('a long enough new password');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please Check Your Password!');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    expect((await context.cookies()).find((c) => c.name === '__Host-psy_admin')).toBeUndefined();
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
  },
);
