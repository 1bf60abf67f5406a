import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { CheckoutStart } from '#/api/orders.ts';
import type { PublicProduct } from '#/api/products.ts';
import { itemFor } from '#/features/shop/cart.ts';
import { billingFor } from '../../tests/support/billing.ts';

/**
 * A signed-in customer with a cart and one paid order, kept in a Chromium profile that
 * Lighthouse then opens: the checkout, order and purchases pages show what such a customer
 * sees, not the login page they send a stranger to. Everything goes through the site's own
 * calls (the e-mail code from the mail catcher, Pay Now, the gateway simulator's page).
 */
export interface Shopper {
  /** The Chromium profile holding the session cookies and the stored cart. */
  profile: string;
  orderReference: string;
  remove(): Promise<void>;
}

const EMAIL = 'bench.shopper@example.com';

async function poll<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the bench shopper timed out waiting for ${what}`);
}

export async function prepareShopper(siteUrl: string): Promise<Shopper> {
  const profile = await mkdtemp(join(tmpdir(), 'psycortex-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    baseURL: siteUrl,
    extraHTTPHeaders: { 'x-nf-client-connection-ip': '203.0.113.77' },
  });
  try {
    const { request } = context;
    const headers = { origin: siteUrl };
    const mails = async () =>
      (
        (await (await request.get('/_dev/mail.json')).json()) as Array<{
          to: string[];
          text: string;
        }>
      ).filter((m) => m.to.includes(EMAIL));
    const before = (await mails()).length;
    const asked = await request.post('/api/auth/otp', { data: { email: EMAIL }, headers });
    if (!asked.ok()) throw new Error(`login code request: ${asked.status()} ${await asked.text()}`);
    const otp = await poll(async () => {
      const list = await mails();
      return list.length > before ? list[0]!.text.match(/\b\d{6}\b/)?.[0] : undefined;
    }, 'the login code');
    const verified = await request.post('/api/auth/otp/verify', {
      data: { email: EMAIL, otp },
      headers,
    });
    if (!verified.ok()) throw new Error(`login: ${verified.status()} ${await verified.text()}`);

    const { products } = (await (await request.get('/api/products')).json()) as {
      products: PublicProduct[];
    };
    const product = products.find((p) => p.slug === 'individual-counselling') ?? products[0]!;
    const variant = product.variants[0]!;
    const ordered = await request.post('/api/orders', {
      headers,
      data: {
        items: [{ productSlug: product.slug, variantId: variant.id, quantity: 1 }],
        billing: billingFor(EMAIL, 'Bench Shopper'),
        provider: 'paydollar',
        acceptTerms: true,
        ageConfirmed: true,
      },
    });
    if (ordered.status() !== 201)
      throw new Error(`order: ${ordered.status()} ${await ordered.text()}`);
    const start = (await ordered.json()) as CheckoutStart;
    const gatewayPage = await (
      await request.post(start.payment.action, { form: start.payment.fields })
    ).text();
    const approve = /<form method="post" action="([^"]+)"/.exec(gatewayPage)?.[1];
    if (!approve) throw new Error("the gateway simulator's payment page has no form");
    await request.post(approve, { form: { action: 'approve', delivery: 'once' }, maxRedirects: 0 });
    await poll(async () => {
      const view = (await (await request.get(`/api/orders/${start.order.reference}`)).json()) as {
        order: { status: string };
      };
      return view.order.status === 'paid' ? true : undefined;
    }, 'the payment to settle');

    // A cart as the shop leaves it in the browser, for the cart and checkout pages.
    const line = itemFor(product, variant, 1);
    const page = await context.newPage();
    await page.goto('/robots.txt');
    await page.evaluate((items) => localStorage.setItem('cartData', JSON.stringify(items)), [line]);
    await page.close();
    return {
      profile,
      orderReference: start.order.reference,
      remove: () => rm(profile, { recursive: true, force: true }),
    };
  } finally {
    await context.close();
  }
}
