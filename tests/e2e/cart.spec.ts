import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { watchLayoutShifts } from './helpers/layout-shift.ts';
import { cartLink, lineOf, products, seedCart } from './helpers/shopper.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/** /user/mycart: quantities, Update Cart, removal, empty cart, other tabs, gone products. */

test('Update Cart sets a quantity, 0 removes the line, and the last removal empties the cart', async ({
  page,
}) => {
  const [single, individual] = await products(page);
  await seedCart(page, [lineOf(individual!, 1, 1), lineOf(single!, 0, 2)]);
  await page.goto('/user/mycart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const first = lines.filter({ hasText: 'Individual Counselling' });
  await expect(first).toContainText('6 months');
  await expect(first).toContainText('24 sessions');
  await expect(first).toContainText('Unit price: Rs 1,20,000');
  const total = page.getByRole('region', { name: 'Order summary' });
  await expect(total).toContainText('Rs 1,22,998');
  await expect(cartLink(page, 3)).toBeVisible();
  await expectNoAxeViolations(page);

  // The stepper alone changes nothing until Update Cart.
  const quantity = first.getByRole('spinbutton', { name: /Quantity/ });
  await first.getByRole('button', { name: /^Increase quantity/ }).click();
  await first.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(quantity).toHaveValue('3');
  await expect(total).toContainText('Rs 1,22,998');
  await first.getByRole('button', { name: /^Update Cart/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cart' })).toHaveText(
    'Cart updated successfully',
  );
  await expect(first).toContainText('Rs 3,60,000');
  await expect(total).toContainText('Rs 3,62,998');
  await expect(cartLink(page, 5)).toBeVisible();

  // Never below 0 in the cart; 0 removes the line.
  const second = lines.filter({ hasText: 'Single Counselling Session' });
  const secondQuantity = second.getByRole('spinbutton', { name: /Quantity/ });
  await secondQuantity.fill('-4');
  await secondQuantity.blur();
  await expect(secondQuantity).toHaveValue('0');
  await second.getByRole('button', { name: /^Update Cart/ }).click();
  await expect(lines).toHaveCount(1);
  await expect(total).toContainText('Rs 3,60,000');

  await first.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByRole('heading', { name: 'Cart is Empty' })).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Browse the shop' }).click();
  await expect(page).toHaveURL('/shop');
});

test('the cart stays in step across tabs', ONE_WIDTH, async ({ page, context }) => {
  await page.goto('/shop/products/single-session');
  const other = await context.newPage();
  await other.goto('/user/mycart');
  await expect(other.getByRole('heading', { name: 'Cart is Empty' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    other.getByRole('listitem').filter({ hasText: 'Single Counselling Session' }),
  ).toBeVisible();
  await expect(cartLink(other, 1)).toBeVisible();

  const line = other.getByRole('listitem').filter({ hasText: 'Single Counselling Session' });
  await line.getByRole('spinbutton', { name: /Quantity/ }).fill('4');
  await line.getByRole('button', { name: /^Update Cart/ }).click();
  await expect(cartLink(page, 4)).toBeVisible();

  await line.getByRole('button', { name: /^Remove/ }).click();
  await expect(cartLink(page, 0)).toBeVisible();
});

test(
  'a line whose product is gone is flagged and blocks Checkout until removed',
  ONE_WIDTH,
  async ({ page }) => {
    const [single] = await products(page);
    const gone = {
      ...lineOf(single!, 0, 1),
      productSlug: 'retired-package',
      name: 'Retired Package',
    };
    const stale = { ...lineOf(single!, 0, 2), cost: 100 };
    await seedCart(page, [stale, gone]);
    await page.goto('/user/mycart');
    const flagged = page.getByRole('listitem').filter({ hasText: 'Retired Package' });
    await expect(flagged).toContainText('No longer available');
    // The price comes from the live catalogue, not from what was stored.
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Rs 2,998');
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(
      page.getByText('Please remove the items that are no longer available'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await flagged.getByRole('button', { name: /^Remove/ }).click();
    await expect(flagged).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/user/checkout',
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartData')!));
    expect(stored).toEqual([expect.objectContaining({ cost: 149_900, quantity: 2 })]);
  },
);

test(
  'back from a cancelled payment: the message shows and the address loses the parameter',
  ONE_WIDTH,
  async ({ page }) => {
    const [single] = await products(page);
    await seedCart(page, [lineOf(single!, 0, 1)]);
    const cancelled: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/cancel')) cancelled.push(r.url());
    });
    await page.goto('/user/mycart?cancelled=PSY-TEST-1');
    await expect(page.getByRole('status').filter({ hasText: 'cancelled' })).toHaveText(
      'Your payment was cancelled. Your cart is just as you left it.',
    );
    await expect(page).toHaveURL('/user/mycart');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Single Counselling Session' }),
    ).toBeVisible();
    expect(cancelled).toEqual([expect.stringContaining('/api/orders/PSY-TEST-1/cancel')]);
  },
);

test('the cart keeps its place while the stored cart is read: nothing moves', async ({ page }) => {
  const movement = await watchLayoutShifts(page);
  await page.goto('/user/mycart');
  await expect(page.getByRole('heading', { level: 2, name: 'Cart is Empty' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-cart-lines', '0');
  await movement();

  const [single, individual] = await products(page);
  await seedCart(page, [lineOf(individual!, 1, 1), lineOf(single!, 0, 2)]);
  await page.goto('/user/mycart');
  await expect(
    page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(page.locator('html')).toHaveAttribute('data-cart-lines', '2');
  await movement();
});
