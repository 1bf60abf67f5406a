import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { PublicProduct } from '#/api/products.ts';
import type { CartItem } from '#/features/shop/cart.ts';
import { mailTo, uniqueEmail } from './site.ts';

/**
 * A made-up visitor address per test: login codes are rate-limited per visitor, and the local
 * runtime takes the visitor's address from this header on loopback connections.
 */
export async function asNewVisitor(context: BrowserContext): Promise<string> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  const ip = `10.${part()}.${part()}.${part()}`;
  await context.setExtraHTTPHeaders({ 'x-nf-client-connection-ip': ip });
  return ip;
}

export async function latestCode(page: Page, email: string, count = 1): Promise<string> {
  await expect.poll(async () => (await mailTo(page, email)).length).toBe(count);
  const [newest] = await mailTo(page, email);
  return newest!.text.match(/\b\d{6}\b/)![0];
}

/** Signs the page's context in by the e-mail code, through the API (the login page has its own tests). */
export async function signIn(page: Page, email = uniqueEmail('shopper')): Promise<string> {
  await asNewVisitor(page.context());
  // State-changing calls must come from the site's own origin.
  const headers = { origin: new URL(test.info().project.use.baseURL!).origin };
  expect((await page.request.post('/api/auth/otp', { data: { email }, headers })).status()).toBe(
    200,
  );
  const otp = await latestCode(page, email);
  const verified = await page.request.post('/api/auth/otp/verify', {
    data: { email, otp },
    headers,
  });
  expect(verified.status()).toBe(200);
  return email;
}

export async function products(page: Page): Promise<PublicProduct[]> {
  const response = await page.request.get('/api/products');
  return ((await response.json()) as { products: PublicProduct[] }).products;
}

export function lineOf(product: PublicProduct, variantIndex: number, quantity: number): CartItem {
  const variant = product.variants[variantIndex]!;
  return {
    productSlug: product.slug,
    variantId: variant.id,
    name: product.name,
    differentby: variant.label,
    sessions: variant.sessions,
    cost: variant.price,
    quantity,
    imgsrc: product.image,
  };
}

/** Puts lines in the cart before the next page loads (as if added earlier). */
export async function seedCart(page: Page, items: CartItem[]): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((data) => localStorage.setItem('cartData', JSON.stringify(data)), items);
}

/** The header's cart link names the count: "Cart, 3 items". */
export function cartLink(page: Page, count: number) {
  return page
    .getByRole('banner')
    .getByRole('link', { name: count === 1 ? 'Cart, 1 item' : `Cart, ${count} items` });
}
