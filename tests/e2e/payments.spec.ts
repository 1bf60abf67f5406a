import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { asNewVisitor, latestCode } from './helpers/shopper.ts';
import { mailTo, uniqueEmail } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/**
 * The whole purchase as a new visitor makes it: choose, add, change quantities, log in by code,
 * check out, pay on the gateway simulator's page, read the invoice and the purchased items,
 * and get exactly one e-mail. Then a declined and a cancelled payment.
 */

const DETAILS = {
  'Full name': 'Meera Kulkarni',
  'Phone number': '98765 43210',
  'Street address': '21 Ramdaspeth',
  'Apartment, suite or unit': 'Flat 5A',
  City: 'Nagpur',
  State: 'Maharashtra',
  'PIN code': '440010',
} as const;

async function fillCheckout(page: Page, provider: 'Razorpay' | 'PayDollar') {
  for (const [label, value] of Object.entries(DETAILS)) {
    const field = page.getByLabel(label, { exact: true });
    if (label === 'State') await field.selectOption(value);
    else await field.fill(value);
  }
  await page
    .getByRole('group', { name: 'How would you like to pay?' })
    .getByRole('radio', { name: new RegExp(`^${provider}`) })
    .check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
}

/** Logs in on the login page with the code from the e-mail; comes back where it was sent from. */
async function logInHere(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'OTP' }).fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  // A first login: the buyer gives a name, which the checkout then fills in.
  await page.getByRole('textbox', { name: 'Your name' }).fill('Meera Kulkarni');
  await page.getByRole('button', { name: 'Save name' }).click();
}

async function buyOneSession(page: Page, email: string, provider: 'Razorpay' | 'PayDollar') {
  await page.goto('/shop/products/single-session');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/user/checkout');
  await expect(page).toHaveURL(/\/user\/login\?next=/);
  await logInHere(page, email);
  await expect(page).toHaveURL('/user/checkout');
  await fillCheckout(page, provider);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${provider} payment simulator` }),
  ).toBeVisible();
}

for (const provider of ['Razorpay', 'PayDollar'] as const) {
  // Razorpay, with UPI what most people pay with on a phone, at both widths; PayDollar at one.
  const details = provider === 'PayDollar' ? ONE_WIDTH : {};
  test(
    `a new visitor buys with ${provider}: cart, login, checkout, payment, invoice, purchases, one e-mail`,
    details,
    async ({ page, context }) => {
      await asNewVisitor(context);
      const email = uniqueEmail(`buyer-${provider.toLowerCase()}`);

      // Pick an option and add it; then change quantities in the cart.
      await page.goto('/shop');
      await page
        .getByRole('link', { name: /Know More/ })
        .nth(1)
        .click();
      await expect(page).toHaveURL(/\/shop\/products\/individual-counselling\?variant=/);
      await page
        .getByRole('group', { name: 'Duration' })
        .getByRole('radio', { name: '6 months' })
        .check();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'cart' })).toHaveText(
        'Product added to cart!',
      );
      await page.goto('/shop/products/single-session');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'cart' })).toHaveText(
        'Product added to cart!',
      );

      await page.goto('/user/mycart');
      const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
      await expect(lines).toHaveCount(2);
      const single = lines.filter({ hasText: 'Single Counselling Session' });
      await single.getByRole('button', { name: /^Increase quantity/ }).click();
      await single.getByRole('button', { name: /^Increase quantity/ }).click();
      await single.getByRole('button', { name: /^Update Cart/ }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Cart' })).toHaveText(
        'Cart updated successfully',
      );
      const summary = page.getByRole('region', { name: 'Order summary' });
      // 6 months (Rs 1,20,000) + 3 single sessions (3 × Rs 1,499).
      await expect(summary).toContainText('Rs 1,24,497');

      await page
        .getByRole('button', { name: 'Checkout' })
        .or(page.getByRole('link', { name: 'Checkout' }))
        .click();
      await expect(page).toHaveURL(/\/user\/login\?next=%2Fuser%2Fcheckout/);
      await logInHere(page, email);
      await expect(page).toHaveURL('/user/checkout');
      await fillCheckout(page, provider);
      await page.getByRole('button', { name: 'Pay Now' }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: `${provider} payment simulator` }),
      ).toBeVisible();
      await expect(page.getByText('INR 1,24,497.00')).toBeVisible();
      await page.getByRole('radio', { name: 'Twice' }).check();
      await page.getByRole('button', { name: 'Approve' }).click();

      await expect(page).toHaveURL(/\/user\/order\/PSY-[0-9A-Z]{10}(\?Ref=PSY-[0-9A-Z]{10})?$/);
      const reference = new URL(page.url()).pathname.split('/').pop()!;
      await expect(page.getByRole('heading', { name: 'Invoice', exact: true })).toBeVisible();
      await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
      const invoice = page.locator('main');
      // A numbered tax invoice: a Nagpur buyer pays CGST and SGST, 18% inside the price.
      const taxInvoice = page.getByRole('region', { name: 'Tax Invoice' });
      await expect(taxInvoice).toContainText(/PSY\/\d{2}-\d{2}\/\d{6}/);
      await expect(taxInvoice).toContainText('Place of supplyMaharashtra (27)');
      await expect(taxInvoice).toContainText('9993');
      await expect(taxInvoice.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
      await expect(taxInvoice.getByRole('columnheader', { name: 'SGST' })).toBeVisible();
      await expect(taxInvoice).toContainText(
        'Rupees One Lakh Twenty-Four Thousand Four Hundred Ninety-Seven Only',
      );
      await expect(invoice).toContainText(reference);
      await expect(invoice).toContainText('Meera Kulkarni');
      await expect(invoice).toContainText('Individual Counselling');
      await expect(invoice).toContainText('Rs 1,24,497');
      await expect(invoice).toContainText('Nagpur');
      await expect(page.getByRole('button', { name: /Print Invoice/ })).toBeVisible();
      await expectNoAxeViolations(page);
      // The order page empties the cart.
      expect(await page.evaluate(() => localStorage.getItem('cartData'))).toBe('[]');

      await page.goto('/user/mypurchaseditems');
      await expect(page.getByRole('heading', { name: 'Individual Counselling' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Single Counselling Session' })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(reference) }).first()).toBeVisible();

      // Delivered twice, settled once: one confirmation e-mail.
      await expect
        .poll(
          async () =>
            (await mailTo(page, email)).filter((m) => /is confirmed/.test(m.subject)).length,
        )
        .toBe(1);
      await page.waitForTimeout(500);
      const confirmations = (await mailTo(page, email)).filter((m) =>
        /is confirmed/.test(m.subject),
      );
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]!.subject).toBe(`Your Psycortex order ${reference} is confirmed`);
    },
  );
}

test(
  'a declined payment ends on the order page as failed, with its reason',
  ONE_WIDTH,
  async ({ page, context }) => {
    await asNewVisitor(context);
    await buyOneSession(page, uniqueEmail('refused'), 'Razorpay');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/user\/order\/PSY-/);
    await expect(page.getByText('Payment failed').first()).toBeVisible();
    await expect(page.getByText(/UPI request was declined/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
);

test(
  'a cancelled payment goes back to the cart, which says so and keeps its lines',
  ONE_WIDTH,
  async ({ page, context }) => {
    await asNewVisitor(context);
    await buyOneSession(page, uniqueEmail('cancelled'), 'PayDollar');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/user/mycart');
    await expect(
      page.getByText('Your payment was cancelled. Your cart is just as you left it.'),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem'),
    ).toHaveCount(1);
  },
);
