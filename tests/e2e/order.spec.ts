import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { OrderView } from '#/api/order.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { watchLayoutShifts } from './helpers/layout-shift.ts';
import { billingFor, placeOrder, productById, settle } from './helpers/shop.ts';
import { cartLink, lineOf, products, seedCart, signIn } from './helpers/shopper.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/**
 * /user/order/{id} and /user/mypurchaseditems. Who may see an order is checked against the real
 * API; the payment states are shown from answers given here, so each state can be looked at
 * without a payment provider (tests/e2e/payments.spec.ts pays for real). The purchases page is
 * rendered on the server from a real paid order (the local gateway simulator settles it).
 */

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    reference: 'PSY-TEST-0001',
    status: 'paid',
    provider: 'razorpay',
    currency: 'INR',
    total: 24_149_900,
    createdAt: '2026-03-04T19:55:00Z',
    paidAt: '2026-03-04T20:00:00Z',
    errorMessage: null,
    transactionReference: 'pay_TEST123',
    billing: {
      name: '<img src=x onerror=alert(1)>Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      company: 'Verma & Sons',
      country: 'India',
      streetAddress: '12 Civil Lines',
      apartment: 'Flat 3B',
      city: 'Nagpur',
      state: 'Maharashtra',
      pinCode: '440001',
      gstin: '',
    },
    documents: [],
    items: [
      {
        productSlug: 'individual-counselling',
        name: 'Individual Counselling',
        variantLabel: '6 months',
        sessions: 24,
        unitPrice: 12_000_000,
        quantity: 2,
        lineTotal: 24_000_000,
      },
      {
        productSlug: 'single-session',
        name: 'Single Counselling Session',
        variantLabel: '1 session',
        sessions: 1,
        unitPrice: 149_900,
        quantity: 1,
        lineTotal: 149_900,
      },
    ],
    ...overrides,
  };
}

/** Answers GET /api/orders/{id} with each of `answers` in turn (the last one repeats). */
async function serveOrder(page: Page, answers: OrderView[]) {
  let calls = 0;
  await page.route(`**/api/orders/${answers[0]!.reference}`, (route) => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!;
    return route.fulfill({ json: { order: answer } });
  });
  return () => calls;
}

test(
  'a signed-out visitor is sent to log in and back; a stranger’s order is not found',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/user/order/PSY-20260101-NOPE');
    await expect(page).toHaveURL('/user/login?next=%2Fuser%2Forder%2FPSY-20260101-NOPE');
    await page.goto('/user/mypurchaseditems');
    await expect(page).toHaveURL('/user/login?next=%2Fuser%2Fmypurchaseditems');

    await signIn(page);
    await page.goto('/user/order/PSY-20260101-NOPE');
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find that order' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/user/mypurchaseditems');
    await expect(page.getByRole('heading', { name: 'No Items to Display' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expectNoAxeViolations(page);
  },
);

test('a pending order is asked about every 2 seconds until paid, then shows the invoice', async ({
  page,
}) => {
  // The spinner turns for ever otherwise, and the accessibility check waits for animations.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  const [single] = await products(page);
  await seedCart(page, [lineOf(single!, 0, 1)]);
  // This cart was sent to pay for this order: the order page empties it.
  await page.evaluate(() => localStorage.setItem('psyCheckoutOrder', 'PSY-TEST-0001'));
  const pending = order({ status: 'pending', paidAt: null, transactionReference: null });
  const calls = await serveOrder(page, [pending, pending, order()]);
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.goto('/user/order/PSY-TEST-0001');

  const status = page.getByRole('status').filter({ hasText: /payment/ });
  await expect(status).toContainText('We are confirming your payment with the bank…');
  await expect(cartLink(page, 0)).toBeVisible();
  await expectNoAxeViolations(page);
  // The installed clock also runs on by itself (the accessibility check takes real seconds), so
  // a later call may already have come: what matters is that two more ticks reach the answer
  // 'paid', and that the page then stops asking.
  await page.clock.runFor(2_000);
  await expect.poll(calls).toBeGreaterThanOrEqual(2);
  await page.clock.runFor(2_000);
  await expect(status).toContainText('Thank you. Your payment was received.');
  await page.clock.runFor(10_000);
  expect(calls()).toBe(3);

  const invoice = page.getByRole('article', { name: 'Invoice' });
  await expect(invoice).toContainText('Psycortex (OPC) Pvt. Ltd');
  await expect(invoice).toContainText('Sri Ram Tower, 2nd Floor');
  await expect(invoice).toContainText('care@psycortex.in');
  await expect(invoice).toContainText('PSY-TEST-0001');
  // Paid at 20:00 UTC: already the 5th in India.
  await expect(invoice).toContainText('05/03/2026');
  const customer = invoice.getByRole('region', { name: 'Customer details' });
  // Customer data is text, never markup.
  await expect(customer).toContainText('<img src=x onerror=alert(1)>Asha');
  await expect(invoice.locator('img')).toHaveCount(0);
  await expect(customer).toContainText('Verma & Sons');
  await expect(invoice.getByRole('region', { name: 'Billing address' })).toContainText(
    'Nagpur, Maharashtra 440001',
  );
  const rows = invoice.getByRole('row');
  await expect(rows.nth(1)).toHaveText(
    /Individual Counselling\s*6 months\s*24\s*Rs 1,20,000\s*2\s*Rs 2,40,000/,
  );
  await expect(invoice.getByRole('row', { name: /Grand Total/ })).toContainText('Rs 2,41,499');
  const transaction = invoice.getByRole('region', { name: 'Transaction summary' });
  await expect(transaction).toContainText('Razorpay');
  await expect(transaction).toContainText('pay_TEST123');
  await expect(transaction).toContainText('Paid');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Print Invoice' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeHidden();
  await expect(invoice).toBeVisible();
});

test(
  'after 2 minutes pending, the page says it is taking longer and stops asking',
  ONE_WIDTH,
  async ({ page }) => {
    await page.clock.install();
    const calls = await serveOrder(page, [
      order({ status: 'pending', paidAt: null, transactionReference: null }),
    ]);
    await page.goto('/user/order/PSY-TEST-0001');
    await expect(page.getByText('We are confirming your payment with the bank…')).toBeVisible();
    await page.clock.runFor(122_000);
    await expect(
      page.getByText(
        'This is taking longer than usual; we will e-mail you as soon as the payment is confirmed',
      ),
    ).toBeVisible();
    const asked = calls();
    await page.clock.runFor(20_000);
    expect(calls()).toBe(asked);
  },
);

test(
  'a failed payment says why, and Try again puts the lines back in the cart',
  ONE_WIDTH,
  async ({ page }) => {
    const [single] = await products(page);
    // An old invoice opened from Purchased Items never empties a cart in progress.
    await seedCart(page, [lineOf(single!, 0, 1)]);
    const message =
      'Your bank declined the payment and no money was taken. Please try again or choose another payment method.';
    await serveOrder(page, [
      order({ status: 'failed', paidAt: null, errorMessage: message, transactionReference: null }),
    ]);
    await page.goto('/user/order/PSY-TEST-0001');
    const status = page.getByRole('status').filter({ hasText: 'Payment failed' });
    await expect(status).toContainText(message);
    await expect(cartLink(page, 1)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Transaction summary' }).getByText('Payment failed'),
    ).toBeVisible();
    // Nothing was paid, so there is no invoice: an order summary, printed as such.
    await expect(page.getByRole('article', { name: 'Order summary' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invoice' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print Order Summary' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Print Invoice/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/user/mycart');
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines.filter({ hasText: 'Individual Counselling' })).toContainText('6 months');
    await expect(
      lines.filter({ hasText: 'Individual Counselling' }).getByRole('spinbutton'),
    ).toHaveValue('2');
    await expect(
      lines.filter({ hasText: 'Single Counselling Session' }).getByRole('spinbutton'),
    ).toHaveValue('2');
  },
);

test('purchased items and their credits come with the page, each with a link to its invoice', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await signIn(page);
  const individual = await productById(page.request, 'individual-counselling');
  const sixMonths = individual.variants.find((v) => v.label === '6 months')!;
  const start = await placeOrder(page.request, baseURL!, {
    items: [{ productSlug: individual.slug, variantId: sixMonths.id, quantity: 1 }],
    billing: billingFor(email, 'Asha Verma'),
  });
  await settle(page.request, start, 'paid');
  const reference = start.order.reference;

  // Without any script: the first response is the whole page.
  const plain = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const noScript = await plain.newPage();
    await noScript.goto('/user/mypurchaseditems');
    const card = noScript
      .getByRole('list', { name: 'Purchased items' })
      .getByRole('listitem')
      .filter({ hasText: 'Individual Counselling' });
    await expect(card).toContainText('6 months');
    await expect(card).toContainText('Rs 1,20,000');
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(card.getByRole('link', { name: new RegExp(reference) })).toHaveAttribute(
      'href',
      `/user/order/${reference}`,
    );
    const credits = noScript.getByRole('region', { name: 'Session credits' });
    await expect(credits).toContainText('Individual Counselling (6 months): 24 of 24 left');
    await expect(credits.getByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      '/book',
    );
  } finally {
    await plain.close();
  }

  const movement = await watchLayoutShifts(page);
  await page.goto('/user/mypurchaseditems');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Individual Counselling' }),
  ).toBeVisible();
  await movement();
  await expectNoAxeViolations(page);
});

test(
  "an order page is drawn with the seller's block before the order arrives",
  ONE_WIDTH,
  async ({ page }) => {
    const company = JSON.parse(readFileSync('content/company.json', 'utf8')) as {
      corporateOffice: { address: string };
    };
    // In the first HTML, before any script or API call: the page is not blank meanwhile.
    const html = await (await page.request.get('/user/order/PSY-TEST-0001')).text();
    expect(html).toContain(company.corporateOffice.address);
    expect(html).toContain('Loading your order…');
  },
);
