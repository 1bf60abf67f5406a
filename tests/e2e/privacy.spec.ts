import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { E2E_DATA_DIR } from './helpers/env.ts';
import { confirmNewsletter, mailTo, uniqueEmail } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/** The privacy centre: download, withdraw consent, erase; and what the admin then sees. */

async function logIn(page: Page, email: string) {
  await page.goto('/user/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect.poll(async () => (await mailTo(page, email)).length).toBe(1);
  const code = (await mailTo(page, email))[0]!.text.match(/\b\d{6}\b/)![0];
  await page.getByRole('textbox', { name: 'OTP' }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  // A first login asks for a name, which may wait.
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/** An order paid through the gateway simulator, as the checkout would make it. */
async function paidOrder(
  request: APIRequestContext,
  origin: string,
  email: string,
): Promise<string> {
  const { products } = (await (await request.get('/api/products')).json()) as {
    products: Array<{ slug: string; variants: Array<{ id: string }> }>;
  };
  const product = products[0]!;
  const started = await request.post('/api/orders', {
    headers: { origin },
    data: {
      items: [{ productSlug: product.slug, variantId: product.variants[0]!.id, quantity: 1 }],
      billing: {
        name: 'Priya Sharma',
        email,
        phone: '9876543210',
        company: '',
        country: 'India',
        streetAddress: '7 Lake Road',
        apartment: 'Flat 2',
        city: 'Nagpur',
        state: 'Maharashtra',
        pinCode: '440010',
      },
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    },
  });
  expect(started.status()).toBe(201);
  const { order, payment } = (await started.json()) as {
    order: { reference: string };
    payment: { action: string; fields: Record<string, string> };
  };
  const page = await (await request.post(payment.action, { form: payment.fields })).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
  await request.post(action, { form: { action: 'approve', delivery: 'once' }, maxRedirects: 0 });
  return order.reference;
}

test('download my data, withdraw consent, erase my account; the admin sees the invoice anonymised', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('privacy');
  await logIn(page, email);
  const orderId = await paidOrder(page.request, baseURL!, email);

  // Consent to the newsletter from the footer: a separate box, unticked until ticked.
  await page.goto('/user/privacy');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Your email address' }).fill(email);
  const consent = footer.getByRole('checkbox', { name: /send me the newsletter/ });
  await expect(consent).not.toBeChecked();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(
    'Please tick the box to agree to receive the newsletter.',
  );
  await consent.check();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Subscription Added Succesfully');
  // The consent counts once the link e-mailed to the address is followed.
  await confirmNewsletter(page, email);

  await page.goto('/user/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Your privacy centre' })).toBeVisible();
  await expect(page.getByText(/We hold your profile, 1 order, /)).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string };
    orders: Array<{ reference: string; status: string }>;
  };
  expect(data.profile.email).toBe(email);
  expect(data.orders).toEqual([expect.objectContaining({ reference: orderId, status: 'paid' })]);

  await expect(page.getByText(/Newsletter by e-mail: you agreed on/)).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw newsletter consent' }).click();
  await expect(page.getByText('Done. You will not receive the newsletter any more.')).toBeVisible();
  await expect(page.getByText(/you have not given consent/)).toBeVisible();

  const oldSession = (await context.cookies()).find((c) => c.name === '__Host-psy_session')!;
  await page.getByRole('textbox', { name: 'Type ERASE to confirm' }).fill('ERASE');
  await page.getByRole('button', { name: 'Erase my account' }).click();
  await expect(page.getByText(/Your account and personal data have been erased/)).toBeVisible();

  // The old session opens nothing any more, even presented by hand.
  const stranger = await browser.newContext();
  const me = await stranger.request.get('/api/me', {
    headers: { cookie: `__Host-psy_session=${oldSession.value}` },
  });
  expect(me.status()).toBe(401);

  // The admin still has the invoice, without the personal details.
  const password = (
    await readFile(resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'admin-password'), 'utf8')
  ).trim();
  const admin = await browser.newContext();
  expect(
    (
      await admin.request.post('/api/admin/login', {
        data: { username: 'admin', password },
        headers: { origin: baseURL! },
      })
    ).ok(),
  ).toBe(true);
  const all = (await (await admin.request.get('/api/admin/transactions/all')).json()) as {
    transactions: Array<{
      reference: string;
      total: number;
      billing: { name: string; email: string; city: string };
    }>;
  };
  const invoice = all.transactions.find((t) => t.reference === orderId)!;
  expect(invoice.billing).toMatchObject({ name: 'Erased customer', email: '', city: 'Nagpur' });
  expect(invoice.total).toBeGreaterThan(0);
  // The erasure is on the admin panel's list of privacy requests, for the record.
  const panel = await admin.newPage();
  await panel.goto('/admin/privacy');
  await expect(panel.getByRole('heading', { name: 'Privacy requests' })).toBeVisible();
  await expect(
    panel
      .getByRole('row')
      .filter({ hasText: 'Erasure' })
      .filter({ hasText: 'Erased at once' })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(panel);
  await stranger.close();
  await admin.close();
});

test(
  'the privacy centre sends logged-out visitors to the login page',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/user/privacy');
    await expect(page).toHaveURL(/\/user\/login\?next=%2Fuser%2Fprivacy/);
  },
);

test('Sign out everywhere ends the sign-in: the page says so, goes home, and the centre asks to log in again', async ({
  page,
}) => {
  await logIn(page, uniqueEmail('everywhere'));
  await page.goto('/user/privacy');
  const button = page.getByRole('button', { name: 'Sign out everywhere' });
  await expect(button).toBeVisible();
  // Checked before the click: 1.5 s after it the page goes home, under a running check.
  await expectNoAxeViolations(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have been signed out everywhere.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/user/privacy');
  await expect(page).toHaveURL(/\/user\/login\?next=%2Fuser%2Fprivacy/);
});
