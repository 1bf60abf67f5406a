import { expect, test } from './helpers/admin.ts';
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

/**
 * The admin panel at a phone's width: nothing wider than the screen, targets big enough, no axe
 * violation on any screen (admin.spec.ts walks the panel itself at desktop width).
 */

const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// A long address with no place to break: the hardest thing to fit on a narrow screen.
const email = uniqueEmail(`a-rather-long-customer-address-${tag}`);

// Playwright may run this hook again in the same worker (tests of one file spread over
// workers come back to it); the data it makes is already there, and a second enquiry from the
// same address within a minute would be refused.
let prepared = false;

test.beforeAll(async ({ playwright }, testInfo) => {
  if (prepared) return;
  prepared = true;
  const baseURL = testInfo.project.use.baseURL!;
  const request = await playwright.request.newContext({ baseURL });
  const single = await productById(request, 'single-session');
  await signInCustomer(request, baseURL, email);
  const order = await placeOrder(request, baseURL, {
    items: [{ productSlug: single.slug, variantId: single.variants[0]!.id, quantity: 1 }],
    billing: billingFor(email, `Phone Customer ${tag}`),
  });
  await settle(request, order, 'paid');
  const enquiry = await request.post('/api/enquiries', {
    // A visitor of its own: the contact tests' messages from this machine count against its limit.
    headers: { origin: baseURL, ...visitor() },
    data: {
      firstname: 'Phone',
      lastname: `Visitor ${tag}`,
      email,
      contactNumber: '9876543210',
      city: 'Nagpur',
      state: 'Maharashtra',
      country: 'India',
      message: 'A question from a phone.',
    },
  });
  expect(enquiry.status()).toBe(201);
  await request.dispose();
});

const SCREENS = [
  { path: `/admin?q=${encodeURIComponent(email)}`, table: /^Users matching/ },
  { path: `/admin/userTransaction/${encodeURIComponent(email)}`, table: /^Products in order/ },
  { path: '/admin/product-management', table: undefined },
  { path: '/admin/contact', table: 'Contact enquiries, newest first' },
];

test('every screen fits the width; wide tables scroll in their own labelled region', async ({
  page,
}) => {
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const width = page.viewportSize()!.width;
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${screen.path} is wider than the screen`,
    ).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    if (!screen.table) continue;

    // The table is wider than the screen (a long address in it): its region scrolls, by
    // keyboard too.
    const region = page.getByRole('region', { name: screen.table }).first();
    expect(await region.evaluate((r) => r.scrollWidth > r.clientWidth)).toBe(true);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((r) => r.scrollLeft)).toBeGreaterThan(0);
  }
});

test('buttons, fields and tabs are at least 44 px high', async ({ page }) => {
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '.admin button, .admin select, .admin input:not([type="checkbox"]), .admin-tabs a, .admin .button',
        ),
      ]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ text: el.textContent || el.id, height: el.getBoundingClientRect().height }))
        .filter((el) => el.height < 44),
    );
    expect(small, screen.path).toEqual([]);
  }
});
