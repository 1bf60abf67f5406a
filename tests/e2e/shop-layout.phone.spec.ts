import { expect, type Page, test } from '@playwright/test';
import { lineOf, products, seedCart, signIn } from './helpers/shopper.ts';

/** At phone width nothing of the shop's pages scrolls sideways, and every control is 44 px. */

async function expectFitsAndTappable(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main input, main .button')]
      .filter((el) => el.offsetParent !== null && el.getAttribute('type') !== 'hidden')
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // Radio buttons and checkboxes sit inside a label or pill that is the target.
      .filter(({ el }) => !['radio', 'checkbox'].includes(el.getAttribute('type') ?? ''))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ el, box }) => `${el.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
  );
  expect(small, `${page.url()} small targets`).toEqual([]);
}

test('shop, product, cart, checkout and order pages fit a phone', async ({ page }) => {
  await signIn(page);
  const [single, individual] = await products(page);
  await seedCart(page, [lineOf(individual!, 2, 2), lineOf(single!, 0, 1)]);
  for (const path of ['/shop', '/shop/products/individual-counselling', '/user/mycart']) {
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectFitsAndTappable(page);
  }
  await page.goto('/user/checkout');
  await expect(page.getByRole('form', { name: 'Checkout' })).toBeVisible();
  await expectFitsAndTappable(page);

  await page.route('**/api/orders/PSY-WIDE-1', (route) =>
    route.fulfill({
      json: {
        order: {
          id: 'PSY-WIDE-1',
          status: 'paid',
          provider: 'paydollar',
          currency: 'INR',
          total: 48_149_900,
          createdAt: '2026-03-04T19:55:00Z',
          paidAt: '2026-03-04T20:00:00Z',
          errorMessage: null,
          transactionReference: '4823917',
          billing: {
            name: 'Asha Verma',
            email: 'a.rather.long.address.for.testing@example.com',
            phone: '+919876543210',
            company: '',
            country: 'India',
            streetAddress: '12 Civil Lines',
            apartment: 'Flat 3B',
            city: 'Nagpur',
            state: 'Maharashtra',
            pinCode: '440001',
            gstin: '',
          },
          items: [
            {
              productSlug: 'individual-counselling',
              name: 'Individual Counselling',
              variantLabel: '12 months',
              sessions: 48,
              unitPrice: 24_000_000,
              quantity: 2,
              lineTotal: 48_000_000,
            },
          ],
          documents: [],
        },
      },
    }),
  );
  await page.goto('/user/order/PSY-WIDE-1');
  await expect(page.getByRole('article', { name: 'Invoice' })).toBeVisible();
  await expectFitsAndTappable(page);
  // The items read as stacked lines on a phone: nothing scrolls sideways inside the invoice.
  const items = page.getByRole('region', { name: 'Order items' });
  const hidden = await items.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(hidden, 'the items scroll sideways').toBeLessThanOrEqual(0);
  const line = items.getByRole('row', { name: /Individual Counselling/ });
  const price = line.getByRole('cell', { name: 'Rs 2,40,000' });
  await price.scrollIntoViewIfNeeded();
  await expect(price).toBeInViewport({ ratio: 1 });
});

test('an amount in the cart never breaks between Rs and its figures', async ({ page }) => {
  const [single, individual] = await products(page);
  // 6 months (Rs 1,20,000) twice: Rs 2,40,000, the widest line a phone shows.
  await seedCart(page, [lineOf(individual!, 1, 2), lineOf(single!, 0, 1)]);
  await page.goto('/user/mycart');
  const amounts = page.getByRole('main').getByText(/^Rs [\d,]+$/);
  await expect(amounts.first()).toBeVisible();
  const broken = await amounts.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        return lines.size > 1;
      })
      .map((element) => element.textContent),
  );
  expect(broken).toEqual([]);
});

test('the single session’s card says "1 session" once', async ({ page }) => {
  await page.goto('/shop');
  const card = page.getByRole('article', { name: 'Single Counselling Session' });
  await expect(card.getByText('1 session', { exact: true })).toHaveCount(1);
});
