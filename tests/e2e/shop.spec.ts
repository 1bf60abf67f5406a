import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { cartLink } from './helpers/shopper.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/** The shop listing and the product page: options, prices, quantity, Add to Cart. */

test('the shop lists every product with its options, price, sessions and Know More', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);

  const card = page.getByRole('article', { name: 'Individual Counselling' });
  const options = card.getByRole('group', { name: 'Duration' });
  await expect(options.getByRole('radio', { name: '3 months' })).toBeChecked();
  await expect(card.getByText('Rs 60,000')).toBeVisible();
  await expect(card.getByText('12 sessions')).toBeVisible();

  // The price and sessions follow the option.
  await options.getByRole('radio', { name: '6 months' }).check();
  await expect(options.getByRole('radio', { name: '6 months' })).toBeChecked();
  await expect(card.getByText('Rs 1,20,000')).toBeVisible();
  await expect(card.getByText('24 sessions')).toBeVisible();

  const group = page.getByRole('article', { name: 'Group Counselling' });
  await expect(group.getByText('Rs 2,50,000')).toBeVisible();
  await group.getByRole('radio', { name: '200 people' }).check();
  await expect(group.getByText('Rs 10,00,000')).toBeVisible();
  // Each card keeps its own choice.
  await expect(card.getByText('Rs 1,20,000')).toBeVisible();

  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: /^Know More/ }).click();
  // The option chosen on the card comes along: 6 months, not the first option.
  await expect(page).toHaveURL(/^[^?]*\/shop\/products\/individual-counselling\?variant=[^&]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Individual Counselling' }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: '6 months' })).toBeChecked();
  await expect(main.getByText('Rs 1,20,000').first()).toBeVisible();
  // A reload keeps it; choosing another option puts that one in the address.
  await page.reload();
  await expect(main.getByRole('radio', { name: '6 months' })).toBeChecked();
  await main.getByRole('radio', { name: '12 months' }).check();
  await page.reload();
  await expect(main.getByRole('radio', { name: '12 months' })).toBeChecked();
});

test('the first response holds the products, and their prices can be read without scripts', async ({
  browser,
  request,
}) => {
  // The HTML as it arrives, before any script: name, first option's price, description.
  const html = await (await request.get('/shop/products/individual-counselling')).text();
  expect(html).toContain('<h1>Individual Counselling</h1>');
  expect(html).toContain('Rs 60,000');
  expect(html).toContain('Weekly sessions');
  expect(html).toContain('<title>Individual Counselling | Psycortex</title>');
  const shop = await (await request.get('/shop')).text();
  for (const name of [
    'Single Counselling Session',
    'Individual Counselling',
    'Group Counselling',
  ]) {
    expect(shop).toContain(name);
  }
  expect(shop).toContain('Rs 2,50,000');

  // A browser that runs no script can still read every option's price.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/shop');
  const card = page.getByRole('article', { name: 'Individual Counselling' });
  await expect(card.getByRole('list', { name: 'Individual Counselling: prices' })).toContainText(
    '12 months (48 sessions): Rs 2,40,000',
  );
  await page.goto('/shop/products/group-counselling');
  await expect(page.getByRole('heading', { level: 1, name: 'Group Counselling' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Group Counselling: prices' })).toContainText(
    '200 people',
  );
  await context.close();
});

test(
  'an option ticked before the page has come to life is kept when it does',
  ONE_WIDTH,
  async ({ page }) => {
    // The scripts arrive only once the visitor has chosen, as on a slow phone.
    let release!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded: the page is read as soon as it is drawn.
    await page.goto('/shop/products/individual-counselling', { waitUntil: 'commit' });
    const duration = page.getByRole('group', { name: 'Duration' });
    await duration.getByRole('radio', { name: '6 months' }).check();
    release();

    // Once hydrated, the price and the address follow the option ticked before.
    const price = page.locator('.product-buy__price');
    await expect(price).toContainText('Rs 1,20,000');
    await expect(duration.getByRole('radio', { name: '6 months' })).toBeChecked();
    await expect(page).toHaveURL(/\?variant=/);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'cart' })).toHaveText(
      'Product added to cart!',
    );
    const stored = await page.evaluate(() => localStorage.getItem('cartData'));
    expect(stored).toContain('6 months');
  },
);

test('product page: the price follows the option, the stepper stays at 1 or more and resets', async ({
  page,
}) => {
  await page.goto('/shop/products/individual-counselling');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Individual Counselling' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Individual Counselling | Psycortex');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Regular one-to-one sessions/,
  );
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  await expect(crumbs).toContainText('Individual Counselling');
  // The description is the server's rendered markdown: a real list.
  await expect(page.getByRole('listitem').filter({ hasText: 'Weekly sessions' })).toBeVisible();

  const price = page.locator('.product-buy__price');
  await expect(price).toContainText('Rs 60,000');
  await expect(price).toContainText('Number of sessions: 12');
  await page
    .getByRole('group', { name: 'Duration' })
    .getByRole('radio', { name: '12 months' })
    .check();
  await expect(price).toContainText('Rs 2,40,000');
  await expect(price).toContainText('Number of sessions: 48');

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const less = page.getByRole('button', { name: 'Decrease quantity' });
  const more = page.getByRole('button', { name: 'Increase quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(less).toHaveAttribute('aria-disabled', 'true');
  // At the limit the button stays focusable and does nothing.
  await less.focus();
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveValue('1');
  await expect(less).toBeFocused();
  await more.click();
  await more.click();
  await expect(quantity).toHaveValue('3');
  await expect(page.getByText('3 × 12 months (48 sessions): Rs 7,20,000')).toBeVisible();
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await quantity.fill('7');
  await expect(quantity).toHaveValue('7');
  await page.getByRole('button', { name: 'Reset quantity to 1' }).click();
  await expect(quantity).toHaveValue('1');
  await expectNoAxeViolations(page);
});

test('Add to Cart says so, counts in the header, and a second add merges the quantities', async ({
  page,
}) => {
  await page.goto('/shop/products/group-counselling');
  await page
    .getByRole('group', { name: 'Number of people' })
    .getByRole('radio', { name: '100 people' })
    .check();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const status = page.getByRole('status').filter({ hasText: 'cart' });
  await expect(status).toHaveText('Product added to cart!');
  await expect(cartLink(page, 2)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Close message' }).click();
  await expect(page.getByText('Product added to cart!')).toBeHidden();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(status).toHaveText('Product added to cart!');
  await expect(cartLink(page, 4)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartData')!));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    productSlug: 'group-counselling',
    differentby: '100 people',
    quantity: 4,
    cost: 50_000_000,
  });

  // Another option is its own line (the quantity chosen stays 2); the count covers both.
  await page
    .getByRole('group', { name: 'Number of people' })
    .getByRole('radio', { name: '50 people' })
    .check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page, 6)).toBeVisible();
});

test('a cart the browser cannot store gets the failure message', ONE_WIDTH, async ({ page }) => {
  await page.goto('/shop/products/single-session');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  // Fill this site's storage to the brim, as a full or locked-down browser would be.
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1024 * 1024);
    for (let i = 0; chunk.length > 0; i++) {
      try {
        localStorage.setItem(`filler${i}`, chunk);
      } catch {
        chunk = chunk.slice(0, Math.floor(chunk.length / 2));
      }
    }
  });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'cart' })).toHaveText(
    'Failed to add product to cart. Please try again.',
  );
  await expect(cartLink(page, 1)).toBeHidden();
});

test('an unknown product says so and leads back to the shop', ONE_WIDTH, async ({ page }) => {
  await page.goto('/shop/products/no-such-package');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find that product' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Product not found | Psycortex');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL('/shop');
});
