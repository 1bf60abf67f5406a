import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { PublicProduct } from '#/api/products.ts';
import { productHref } from '#/features/shop/shop-routes.ts';
import { createAdmin, expect, test } from './helpers/admin.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import {
  billingFor,
  placeOrder,
  productById,
  settle,
  signInCustomer,
  visitor,
} from './helpers/shop.ts';
import { uniqueEmail } from './helpers/site.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/**
 * The admin panel as the seed admin: users, a customer's transactions with filters and the
 * printed invoice, products with options and an image, enquiries, and the password.
 */

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Today in India, as the date filter reads it. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** A customer with a paid and a declined order, made through the site's own calls. */
const customer = {
  name: `Ravi Patil ${tag}`,
  email: uniqueEmail(`ravi-${tag}`),
  paid: '',
  failed: '',
};

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const request = await playwright.request.newContext({ baseURL });
  const single = await productById(request, 'single-session');
  const individual = await productById(request, 'individual-counselling');
  await signInCustomer(request, baseURL, customer.email);
  const billing = billingFor(customer.email, customer.name);
  const paid = await placeOrder(request, baseURL, {
    items: [
      { productSlug: single.slug, variantId: single.variants[0]!.id, quantity: 2 },
      { productSlug: individual.slug, variantId: individual.variants[0]!.id, quantity: 1 },
    ],
    billing,
  });
  await settle(request, paid, 'paid');
  const failed = await placeOrder(request, baseURL, {
    items: [{ productSlug: single.slug, variantId: single.variants[0]!.id, quantity: 1 }],
    billing,
  });
  await settle(request, failed, 'declined');
  customer.paid = paid.order.reference;
  customer.failed = failed.order.reference;
  await request.dispose();
});

const heading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true });

test(
  'the tabs are links: keyboard, Back and Forward move between the screens',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(page).toHaveTitle('Users | Admin Panel | Psycortex');
    await expect(tab(page, 'Users')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table', { name: /^Users/ })).toBeVisible();

    // Focus a tab, Enter goes there, and focus moves to the screen's heading.
    await tab(page, 'Products').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/product-management');
    await expect(heading(page)).toHaveText('Products');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle('Products | Admin Panel | Psycortex');
    await expect(tab(page, 'Products')).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, 'Users')).not.toHaveAttribute('aria-current', /.*/);
    // Back and Forward move between screens without loading the page again.
    await page.goBack();
    await expect(page).toHaveURL('/admin');
    await expect(heading(page)).toHaveText('Users');
    await page.goForward();
    await expect(heading(page)).toHaveText('Products');
    await expect(tab(page, 'Transactions')).toHaveAttribute('href', '/admin/userTransaction/all');
    // An address the panel does not know.
    await page.goto('/admin/no-such-screen');
    await expect(heading(page)).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to Users' }).click();
    await expect(heading(page)).toHaveText('Users');
  },
);

test(
  'a session that ends elsewhere sends the panel to the login page',
  ONE_WIDTH,
  async ({ page, context }) => {
    await page.goto('/admin/contact');
    await expect(heading(page)).toHaveText('Contact enquiries');
    await context.clearCookies();
    await tab(page, 'Users').click();
    await expect(page).toHaveURL('/admin/login');
  },
);

test(
  'search users, open their transactions, filter them by day and state, export them',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/admin');
    await expectNoAxeViolations(page);
    const search = page.getByRole('searchbox', { name: 'Search by name or email' });
    // Typing searches after a pause, without Enter; the address keeps the search.
    await search.pressSequentially(`patil ${tag}`.toUpperCase(), { delay: 20 });
    await expect(page).toHaveURL(new RegExp(`/admin\\?q=PATIL\\+${tag.toUpperCase()}$`));
    const table = page.getByRole('table', { name: /^Users matching/ });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: new RegExp(customer.name) });
    await expect(row.getByRole('cell')).toHaveText([
      '1',
      customer.email,
      'India',
      '3',
      `View Transactions of ${customer.name}`,
    ]);
    await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText(
      `1 user matches "PATIL ${tag.toUpperCase()}".`,
    );
    // Enter searches at once; an e-mail address works too.
    await search.fill(customer.email);
    await search.press('Enter');
    await expect(table.getByRole('row')).toHaveCount(2);
    await search.fill(`nobody-${tag}`);
    await search.press('Enter');
    await expect(page.getByText(`No users match "nobody-${tag}".`)).toBeVisible();
    await search.fill(customer.name);
    await search.press('Enter');

    await table.getByRole('link', { name: `View Transactions of ${customer.name}` }).click();
    await expect(page).toHaveURL(/\/admin\/userTransaction\/\d+$/);
    await expect(heading(page)).toHaveText(`Transactions of ${customer.name} (${customer.email})`);
    await expect(heading(page)).toBeFocused();
    await expect(tab(page, 'Transactions')).toHaveAttribute('aria-current', 'page');

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    const paid = page.getByRole('article', { name: `Order ${customer.paid}` });
    const failed = page.getByRole('article', { name: `Order ${customer.failed}` });
    await expect(paid).toHaveClass(/tx-card--success/);
    await expect(paid).toContainText('Success');
    await expect(paid).toContainText('Rs 62,998');
    await expect(paid).toContainText('PayDollar');
    await expect(
      paid.getByRole('table', { name: `Products in order ${customer.paid}` }),
    ).toBeVisible();
    await expect(paid.getByRole('row')).toHaveCount(3);
    await expect(paid.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '1',
      'Single Counselling Session',
      '1 session',
      'Rs 1,499',
      '2',
      'Rs 2,998',
    ]);
    await expect(failed).toHaveClass(/tx-card--error/);
    await expect(failed).toContainText('Error');
    await expect(failed).toContainText('Your bank declined the payment');
    // A declined order was never paid: it prints as an order summary, not an invoice.
    await expect(
      failed.getByRole('button', { name: `Print Order Summary of order ${customer.failed}` }),
    ).toBeVisible();
    await expect(failed.getByRole('button', { name: /Print Invoice/ })).toHaveCount(0);
    const [d, m, y] = today().split('-').reverse();
    await expect(paid).toContainText(`${d}/${m}/${y}`);
    await expectNoAxeViolations(page);

    // Filters: state, then day; both stay in the address and in the export link.
    await page.getByRole('combobox', { name: 'State' }).selectOption('Error');
    await expect(page).toHaveURL(/\?state=error$/);
    await expect(cards).toHaveCount(1);
    await expect(failed).toBeVisible();
    await page.getByLabel('Date').fill(today());
    await expect(page).toHaveURL(new RegExp(`\\?date=${today()}&state=error$`));
    await expect(cards).toHaveCount(1);
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute(
      'href',
      new RegExp(`/api/admin/transactions/\\d+/export\\?date=${today()}&state=error$`),
    );
    const csv = await page.request.get((await exportLink.getAttribute('href'))!);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    expect(text).toContain(customer.failed);
    expect(text).not.toContain(customer.paid);

    await page.getByRole('combobox', { name: 'State' }).selectOption('Success');
    await expect(cards).toHaveCount(1);
    await expect(paid).toBeVisible();
    await page.getByLabel('Date').fill('2020-01-01');
    await expect(page.getByRole('status').filter({ hasText: 'No Transactions' })).toBeVisible();
    await expect(cards).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(cards).toHaveCount(2);

    // A day that does not exist, typed into the address.
    await page.goto(`${new URL(page.url()).pathname}?date=2026-02-30`);
    await expect(page.getByRole('status').filter({ hasText: 'Invalid Date' })).toHaveText(
      'Invalid Date',
    );

    // The Transactions tab lists everyone's.
    await tab(page, 'Transactions').click();
    await expect(page).toHaveURL('/admin/userTransaction/all');
    await expect(heading(page)).toHaveText('All transactions');
    await expect(page.getByRole('article', { name: `Order ${customer.paid}` })).toBeVisible();
  },
);

test(
  'the users list pages on the server once there are more than a page',
  ONE_WIDTH,
  async ({ page }) => {
    // Fifty customers are a lot to make for a test: the real answer is given a larger total.
    await page.route('**/api/admin/users**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, total: 120 } });
    });
    await page.goto('/admin');
    const pager = page.getByRole('navigation', { name: 'Users pages' });
    await expect(pager.getByText('Page 1 of 3')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users, page 1 of 3' })).toBeVisible();
    const previous = pager.getByRole('button', { name: 'Previous' });
    const next = pager.getByRole('button', { name: 'Next' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const asked = page.waitForRequest((r) => r.url().includes('/api/admin/users?page=2'));
    await next.click();
    await asked;
    await expect(page).toHaveURL('/admin?page=2');
    await expect(pager.getByText('Page 2 of 3')).toBeVisible();
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await next.click();
    await expect(pager.getByText('Page 3 of 3')).toBeVisible();
    // On the last page Next stays focused (it is not removed from the keyboard's way) and does
    // nothing.
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(pager.getByText('Page 3 of 3')).toBeVisible();
    await expect(page).toHaveURL('/admin?page=3');
  },
);

test('Print Invoice prints that transaction alone', ONE_WIDTH, async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  await page.goto(`/admin/userTransaction/${encodeURIComponent(customer.email)}`);
  const card = page.getByRole('article', { name: `Order ${customer.paid}` });
  await card.getByRole('button', { name: `Print Invoice of order ${customer.paid}` }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);

  const container = page.locator('[data-print-container]');
  // Hidden on screen, so found by its class rather than its role.
  const invoice = container.locator('article.invoice');
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toContainText('Psycortex (OPC) Pvt. Ltd');
  await expect(invoice).toContainText('Sri Ram Tower, 2nd Floor');
  await expect(invoice).toContainText('care@psycortex.in');
  await expect(invoice).toContainText(customer.name);
  await expect(invoice).toContainText(customer.email);
  await expect(invoice).toContainText('12 Civil Lines');
  await expect(invoice).toContainText(customer.paid);
  await expect(invoice).toContainText('Individual Counselling');
  await expect(invoice).toContainText('Rs 62,998');
  await expect(invoice).not.toContainText(customer.failed);

  // On paper only the invoice shows; on screen the container stays out of sight.
  await expect(container).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(invoice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeHidden();
  await expect(card).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(invoice).toHaveCount(0);
});

test(
  'create a product with two options and an image, edit it, delete it',
  ONE_WIDTH,
  async ({ page }, testInfo) => {
    const name = `E2E Couples ${tag} ${testInfo.project.name}`;
    const photo = testInfo.outputPath('photo.png');
    await writeFile(
      photo,
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#501a77' } })
        .png()
        .toBuffer(),
    );
    const notPhoto = testInfo.outputPath('not-a-photo.png');
    await writeFile(notPhoto, 'just some text, not a picture');

    await page.goto('/admin/product-management');
    await expect(page.getByRole('heading', { level: 3, name: 'Add Product' })).toBeVisible();
    await expectNoAxeViolations(page);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Create Product' }) });
    const message = page.getByRole('status').filter({ has: page.locator('.notice') });
    // GST: counselling's defaults, and exempt switches the rate off.
    const gst = form.getByRole('group', { name: 'GST' });
    await expect(gst.getByRole('textbox', { name: 'SAC code' })).toHaveValue('9993');
    await expect(gst.getByRole('textbox', { name: 'GST rate (%)' })).toHaveValue('18');
    await gst.getByRole('checkbox', { name: /Exempt from GST/ }).check();
    await expect(gst.getByRole('textbox', { name: 'GST rate (%)' })).toBeDisabled();
    await gst.getByRole('checkbox', { name: /Exempt from GST/ }).uncheck();
    if (process.env.SCREENSHOT_DIR)
      await gst.screenshot({ path: `${process.env.SCREENSHOT_DIR}/product-gst.png` });

    // Nothing filled in: the server's own messages, beside the fields, and focus on the first.
    await form.getByRole('button', { name: 'Create Product' }).click();
    await expect(message).toHaveText('Failed to save product');
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please fill in the product name.',
    );
    await expect(form.getByText('Please enter the price in rupees, e.g. 1,499.')).toBeVisible();

    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Factor' }).fill('Duration');
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('**Together** we talk.\n\n- Weekly sessions\n- <b>not bold</b>');
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = form.getByRole('region', { name: 'Description preview' });
    await expect(preview.locator('strong')).toHaveText('Together');
    await expect(preview.getByRole('listitem')).toHaveText(['Weekly sessions', '<b>not bold</b>']);
    await expect(preview.locator('b')).toHaveCount(0);

    const option = (n: number) => form.getByRole('group', { name: `Option ${n}` });
    await option(1).getByRole('textbox', { name: 'Label' }).fill('1 hour');
    await option(1).getByRole('spinbutton', { name: 'Sessions' }).fill('1');
    await option(1).getByRole('textbox', { name: 'Price (Rs)' }).fill('2,000');
    await form.getByRole('button', { name: 'Add option' }).click();
    await expect(option(2).getByRole('textbox', { name: 'Label' })).toBeFocused();
    await option(2).getByRole('textbox', { name: 'Label' }).fill('2 hours');
    await option(2).getByRole('spinbutton', { name: 'Sessions' }).fill('2');
    await option(2).getByRole('textbox', { name: 'Price (Rs)' }).fill('3,500');
    await form.getByRole('button', { name: 'Add option' }).click();
    await form.getByRole('button', { name: 'Remove option 3' }).click();
    await expect(option(3)).toHaveCount(0);

    // A text file named .png is refused by the server, and its message shows beside the input.
    const imageInput = form.getByLabel('Image (optional)');
    await imageInput.setInputFiles(notPhoto);
    await form.getByRole('button', { name: 'Create Product' }).click();
    await expect(message).toHaveText('Failed to save product');
    await expect(imageInput).toHaveAccessibleDescription(
      /Please choose a PNG, JPEG or WebP image\. Other files, SVG included, are not accepted\./,
    );
    await expect(imageInput).toBeFocused();

    await imageInput.setInputFiles(photo);
    await expect(
      form.getByRole('figure', { name: 'New image (saved with the product)' }),
    ).toBeVisible();
    await expect(form.getByRole('figure').locator('img')).toHaveAttribute('src', /^blob:/);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Create Product' }).click();
    await expect(message).toHaveText('Product created!');
    await expect(page.getByRole('heading', { level: 3, name: 'Add Product' })).toBeVisible();

    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(
      item.getByRole('list', { name: `Options of ${name}` }).getByRole('listitem'),
    ).toHaveText(['1 hour: 1 session, Rs 2,000', '2 hours: 2 sessions, Rs 3,500']);
    await expect(item.locator('img')).toHaveAttribute('src', /\.webp$/);

    // The shop offers it: its API, and /shop with its picture and first option's price.
    const listed = async () => {
      const response = await page.request.get('/api/products');
      const { products } = (await response.json()) as { products: PublicProduct[] };
      return products.find((p) => p.name.startsWith(name));
    };
    const created = (await listed())!;
    expect(created.variants.map((v) => [v.label, v.sessions, v.price])).toEqual([
      ['1 hour', 1, 2_000_00],
      ['2 hours', 2, 3_500_00],
    ]);
    expect(created.image).toMatch(/\.webp$/);
    expect(created.descriptionHtml).toContain('<strong>Together</strong>');
    await page.goto('/shop');
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Rs 2,000');
    await expect(card.getByRole('img', { name })).toHaveAttribute('src', /\.webp$/);
    await card.getByRole('link', { name: `Know More about ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('.product-description strong')).toHaveText('Together');
    await page.goto('/admin/product-management');

    // Edit: a new name, a new price, and no image.
    await item.getByRole('button', { name: `Edit ${name}` }).click();
    const editing = page.getByRole('heading', { level: 3, name: `Edit Product: ${name}` });
    await expect(editing).toBeFocused();
    await expect(form).toHaveCount(0);
    const editForm = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Update Product' }) });
    await expect(editForm.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(
      editForm
        .getByRole('group', { name: 'Option 2' })
        .getByRole('textbox', { name: 'Price (Rs)' }),
    ).toHaveValue('3,500');
    await expect(editForm.getByRole('figure', { name: 'Current image' })).toBeVisible();
    await editForm.getByRole('textbox', { name: 'Name' }).fill(`${name} Plus`);
    await editForm
      .getByRole('group', { name: 'Option 2' })
      .getByRole('textbox', { name: 'Price (Rs)' })
      .fill('3,999');
    await editForm.getByRole('checkbox', { name: 'Remove image' }).check();
    await editForm.getByRole('button', { name: 'Update Product' }).click();
    await expect(message).toHaveText('Product updated!');
    const updated = (await listed())!;
    expect(updated.name).toBe(`${name} Plus`);
    expect(updated.slug).toBe(created.slug);
    expect(updated.variants.map((v) => v.price)).toEqual([2_000_00, 3_999_00]);
    expect(updated.image).toBeNull();
    // The product's page, rendered by the server, shows the change on the next visit.
    await page.goto(productHref(updated.slug, updated.variants[1]!.id));
    await expect(page.getByRole('heading', { level: 1, name: `${name} Plus` })).toBeVisible();
    await expect(page.locator('.product-buy__price')).toContainText('Rs 3,999');
    await page.goto('/admin/product-management');

    // Delete: a real dialog; Cancel keeps it, Delete removes it.
    const updatedItem = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `${name} Plus` }) });
    const deleteButton = updatedItem.getByRole('button', { name: `Delete ${name} Plus` });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name} Plus` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this product?',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(message).toHaveText('Product deleted!');
    await expect(updatedItem).toHaveCount(0);
    await expect(heading(page)).toBeFocused();
    expect(await listed()).toBeUndefined();
  },
);

test(
  'read an enquiry in full, line breaks kept, and export them',
  ONE_WIDTH,
  async ({ page, baseURL }) => {
    const email = uniqueEmail(`enquiry-${tag}`);
    const sent = await page.request.post('/api/enquiries', {
      // A visitor of its own: the contact tests' messages from this machine count against its limit.
      headers: { origin: baseURL!, ...visitor() },
      data: {
        firstname: 'Asha',
        lastname: `Rao ${tag}`,
        email,
        contactNumber: '9876543210',
        city: 'Nagpur',
        state: 'Maharashtra',
        country: 'India',
        message: 'Hello,\nI would like a session for my son.\n\n<b>Thanks</b>',
      },
    });
    expect(sent.status()).toBe(201);

    await page.goto('/admin');
    await tab(page, 'Contact').click();
    await expect(page).toHaveURL('/admin/contact');
    await expect(heading(page)).toHaveText('Contact enquiries');
    const table = page.getByRole('table', { name: 'Contact enquiries, newest first' });
    const row = table.getByRole('row', { name: new RegExp(`Asha Rao ${tag}`) });
    await expect(row.getByRole('cell').nth(1)).toHaveText(email);
    await expect(row.getByRole('cell').nth(2)).toHaveText('9876543210');
    await expect(row.getByRole('cell').nth(3)).toHaveText('Nagpur');
    await expectNoAxeViolations(page);

    const view = row.getByRole('button', { name: `View enquiry from Asha Rao ${tag}` });
    await view.click();
    const dialog = page.getByRole('dialog', { name: `Enquiry from Asha Rao ${tag}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Maharashtra');
    await expect(dialog).toContainText('India');
    await expect(dialog.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    const message = dialog.locator('.enquiry-message');
    // innerText, not textContent: it is the text as laid out, so it shows the line breaks kept.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered line breaks are the point.
    expect(await message.innerText()).toBe(
      'Hello,\nI would like a session for my son.\n\n<b>Thanks</b>',
    );
    await expect(message.locator('b')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();

    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute('href', '/api/admin/enquiries/export');
    expect(await (await page.request.get('/api/admin/enquiries/export')).text()).toContain(email);
  },
);

test.describe('the password', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  // Another admin: changing a password ends that admin's other sessions, which would sign the
  // seed admin out of the tests running beside this one.
  test('change it and sign in again with the new one', ONE_WIDTH, async ({ page }, testInfo) => {
    const username = `e2e-${tag}-${testInfo.project.name}`;
    const oldPassword = `first password ${tag}`;
    const newPassword = `second password ${tag}`;
    await createAdmin(username, oldPassword);
    const signIn = async (password: string) => {
      await page.goto('/admin/login');
      await page.getByRole('textbox', { name: 'Username' }).fill(username);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
    };
    await signIn(oldPassword);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();

    const opener = page.getByRole('button', { name: 'Change Password' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog.getByLabel('Old password')).toBeFocused();
    await dialog.getByLabel('Old password').fill('not the old password');
    await dialog.getByLabel('New password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please Check Your Password!');
    await dialog.getByLabel('Old password').fill(oldPassword);
    await dialog.getByLabel('New password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Password Succesfully Updated !');
    await expect(dialog.getByLabel('Old password')).toHaveValue('');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await signIn(oldPassword);
    await expect(page.getByRole('alert')).toHaveText(
      'Oops! Something went wrong, please try again later!',
    );
    await signIn(newPassword);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
  });
});
