import { type APIRequestContext, expect } from '@playwright/test';
import type { CheckoutStart } from '#/api/orders.ts';
import type { PublicProduct } from '#/api/products.ts';
import type { BillingDetails } from '#/features/shop/shop.ts';
import { mailTo } from './site.ts';

/**
 * Customers and their orders made through the site's real calls: the e-mail code from the
 * mail catcher, Pay Now, and the payment on the local gateway simulator's page.
 */

/**
 * A visitor address of its own for each helper call: rate limits count per visitor, and the
 * local runtime takes Netlify's client-address header from loopback callers.
 */
export function visitor(): Record<string, string> {
  const n = () => 1 + Math.floor(Math.random() * 253);
  return { 'x-nf-client-connection-ip': `198.51.${n()}.${n()}` };
}

/** Signs `request` (its cookie jar) in as the customer with this e-mail, by the e-mail code. */
export async function signInCustomer(
  request: APIRequestContext,
  baseURL: string,
  email: string,
): Promise<void> {
  const headers = { origin: baseURL, ...visitor() };
  const before = (await mailTo(request, email)).length;
  const asked = await request.post('/api/auth/otp', { data: { email }, headers });
  expect(asked.ok(), await asked.text()).toBe(true);
  await expect.poll(async () => (await mailTo(request, email)).length).toBe(before + 1);
  const [mail] = await mailTo(request, email);
  const otp = mail!.text.match(/\b\d{6}\b/)![0];
  const verified = await request.post('/api/auth/otp/verify', {
    data: { email, otp },
    headers,
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

export const billingFor = (email: string, name: string): BillingDetails => ({
  name,
  email,
  phone: '+91 98765 43210',
  company: '',
  country: 'India',
  streetAddress: '12 Civil Lines',
  apartment: 'Flat 3',
  city: 'Nagpur',
  state: 'Maharashtra',
  pinCode: '440001',
  gstin: '',
});

export async function productById(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/products/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: PublicProduct }).product;
}

/** Pay Now as the signed-in customer of `request`: a pending order, priced by the server. */
export async function placeOrder(
  request: APIRequestContext,
  baseURL: string,
  order: {
    items: { productSlug: string; variantId: string; quantity: number }[];
    billing: BillingDetails;
  },
): Promise<CheckoutStart> {
  const response = await request.post('/api/orders', {
    data: { ...order, provider: 'paydollar', acceptTerms: true, ageConfirmed: true },
    headers: { origin: baseURL, ...visitor() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CheckoutStart;
}

/**
 * Pays (or declines) an order on the local gateway simulator's page, as a customer would after
 * Pay Now; the simulator then sends PayDollar's signed datafeed, which settles the order.
 */
export async function settle(
  request: APIRequestContext,
  start: CheckoutStart,
  outcome: 'paid' | 'declined',
): Promise<void> {
  const page = await (
    await request.post(start.payment.action, { form: start.payment.fields })
  ).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  expect(action, "the simulator's payment page").toBeTruthy();
  await request.post(action!, {
    form: { action: outcome === 'paid' ? 'approve' : 'decline', delivery: 'once' },
    maxRedirects: 0,
  });
  await expect
    .poll(async () => {
      const response = await request.get(`/api/orders/${start.order.reference}`);
      return ((await response.json()) as { order: { status: string } }).order.status;
    })
    .toBe(outcome === 'paid' ? 'paid' : 'failed');
}
