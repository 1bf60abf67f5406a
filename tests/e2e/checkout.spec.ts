import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { watchLayoutShifts } from './helpers/layout-shift.ts';
import { asNewVisitor, latestCode, lineOf, products, seedCart, signIn } from './helpers/shopper.ts';
import { uniqueEmail } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/** /user/checkout: sign-in first, the billing form, terms, provider, Pay Now's rules. */

const DETAILS = {
  'Full name': 'Asha Verma',
  'Phone number': '98765 43210',
  'Street address': '12 Civil Lines',
  'Apartment, suite or unit': 'Flat 3B',
  City: 'Nagpur',
  State: 'Maharashtra',
  'PIN code': '440001',
} as const;

async function fillDetails(page: Page, details: Partial<Record<string, string>> = DETAILS) {
  for (const [label, value] of Object.entries(details)) {
    const field = page.getByLabel(label, { exact: true });
    // The state is a choice from the GST list; the rest are typed.
    if (label === 'State') await field.selectOption(value!);
    else await field.fill(value!);
  }
}

test('a signed-out visitor logs in by e-mail code and comes back to the checkout', async ({
  page,
  context,
}) => {
  await asNewVisitor(context);
  const [single] = await products(page);
  await seedCart(page, [lineOf(single!, 0, 1)]);
  await page.goto('/user/checkout');
  await expect(page).toHaveURL('/user/login?next=%2Fuser%2Fcheckout');

  const email = uniqueEmail('checkout');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'OTP' }).fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/user/checkout');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
});

test('login goes back only to a path of this site', ONE_WIDTH, async ({ page, context }) => {
  await asNewVisitor(context);
  const email = uniqueEmail('next');
  await page.goto('/user/login?next=//evil.example/user/checkout');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'OTP' }).fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/');
});

test('Pay Now waits for every detail and the terms; the profile fills what it knows', async ({
  page,
}) => {
  const email = await signIn(page);
  const [single, individual] = await products(page);
  await seedCart(page, [lineOf(individual!, 0, 2), lineOf(single!, 0, 1)]);
  await page.goto('/user/checkout');

  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Phone number')).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('Phone number')).toHaveAttribute('autocomplete', 'tel');
  await expect(form.getByLabel('Country')).toHaveValue('India');

  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText('Individual Counselling');
  await expect(summary).toContainText('2 × Rs 60,000');
  await expect(summary).toContainText('Grand Total Rs 1,21,499');

  const providers = page.getByRole('group', { name: 'How would you like to pay?' });
  const radios = providers.getByRole('radio');
  await expect(radios.first()).toHaveAccessibleName(/^Razorpay/);
  await expect(radios.first()).toBeChecked();
  await expect(radios.nth(1)).toHaveAccessibleName(/^PayDollar/);

  const waiting = page.getByRole('button', { name: 'Please Fill Your Details First' });
  await expect(waiting).toBeDisabled();
  await expectNoAxeViolations(page);

  const terms = page.getByRole('checkbox', { name: /I have read and agree/ });
  for (const [name, href] of [
    ['Terms and Conditions', '/psycortex/termsandcondition'],
    ['Privacy Policy', '/psycortex/privacypolicy'],
    ['Refund Policy', '/psycortex/returnpolicy'],
  ]) {
    await expect(form.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      href!,
    );
  }
  await fillDetails(page);
  // Everything but the terms and the age: still waiting.
  await expect(waiting).toBeDisabled();
  await terms.check();
  // Only the age confirmation is missing, and the button says so.
  await expect(waiting).toBeHidden();
  await expect(page.getByRole('button', { name: 'Please Confirm Your Age First' })).toBeDisabled();
  const adult = page.getByRole('checkbox', { name: /I am 18 or older, or a parent or guardian/ });
  await expect(adult).not.toBeChecked();
  await adult.check();
  const pay = page.getByRole('button', { name: 'Pay Now' });
  await expect(pay).toBeEnabled();
  // The company is optional; any other field emptied disables Pay Now again.
  await page.getByLabel('City').fill('   ');
  await expect(waiting).toBeDisabled();
  await page.getByLabel('City').fill('Nagpur');
  await expect(pay).toBeEnabled();
  await terms.uncheck();
  await expect(waiting).toBeDisabled();
});

test('details the server refuses are marked beside their fields, and nothing typed is lost', async ({
  page,
}) => {
  await signIn(page);
  const [single] = await products(page);
  await seedCart(page, [lineOf(single!, 0, 1)]);
  await page.goto('/user/checkout');
  await fillDetails(page, {
    ...DETAILS,
    'PIN code': '!!',
    'Company name (optional)': 'Verma & Sons',
  });
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  let sent: unknown;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/orders') && r.method() === 'POST') sent = r.postDataJSON();
  });
  await page.getByRole('button', { name: 'Pay Now' }).click();

  const pin = page.getByLabel('PIN code');
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(pin).toHaveAccessibleDescription('Please enter a valid PIN code.');
  await expect(pin).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'highlighted' })).toHaveText(
    'Please check the highlighted details and try again.',
  );
  await expect(page.getByLabel('Company name')).toHaveValue('Verma & Sons');
  await expect(page.getByLabel('Street address')).toHaveValue('12 Civil Lines');
  await expectNoAxeViolations(page);
  // Only ids and quantities went to the server: it prices the order itself.
  expect(sent).toMatchObject({
    items: [{ productSlug: 'single-session', variantId: single!.variants[0]!.id, quantity: 1 }],
    provider: 'razorpay',
    acceptTerms: true,
    ageConfirmed: true,
  });
  expect(JSON.stringify((sent as { items: unknown }).items)).not.toContain('cost');

  // Fixing the field clears its message; a reload keeps what was typed.
  await pin.fill('440001');
  await expect(pin).not.toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue('Verma & Sons');
  await expect(page.getByLabel('PIN code')).toHaveValue('440001');
});

test('an empty cart at checkout leads back to the shop', ONE_WIDTH, async ({ page }) => {
  await signIn(page);
  await page.goto('/user/checkout');
  await expect(page.getByRole('heading', { name: 'Cart is Empty' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
    'href',
    '/shop',
  );
});

test('the billing section comes with the page, and nothing moves while the checkout loads', async ({
  page,
}) => {
  const movement = await watchLayoutShifts(page);
  await signIn(page);
  const [single] = await products(page);
  await seedCart(page, [lineOf(single!, 0, 1)]);
  // What a customer reads first is in the first response, before any script or API call.
  const html = await (await page.request.get('/user/checkout')).text();
  expect(html).toContain('<h2 id="billing-heading">Billing details</h2>');
  expect(html).toContain('Every field is needed except the company name and GSTIN.');

  await page.goto('/user/checkout');
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByLabel('Country')).toHaveValue('India');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Grand Total');
  await movement();
});

test('a GSTIN is checked as the field is left, and the state is chosen from the GST list', async ({
  page,
}) => {
  await signIn(page);
  const [single] = await products(page);
  await seedCart(page, [lineOf(single!, 0, 1)]);
  await page.goto('/user/checkout');
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state.getByRole('option', { name: 'Ladakh' })).toHaveCount(1);
  await state.selectOption('Karnataka');
  await expect(state).toHaveValue('Karnataka');

  const gstin = page.getByRole('textbox', { name: /^GSTIN/ });
  await expect(gstin).toHaveAccessibleDescription(/input tax credit/);
  // A typing mistake: the last character does not match the check character.
  await gstin.fill('29AAGCB7383J1Z5');
  await gstin.blur();
  await expect(page.getByText(/does not pass its check character/)).toBeVisible();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await gstin.fill('29aagcb7383j1z4');
  await gstin.blur();
  await expect(page.getByText(/does not pass its check character/)).toBeHidden();
  await expect(gstin).not.toHaveAttribute('aria-invalid', 'true');
});
