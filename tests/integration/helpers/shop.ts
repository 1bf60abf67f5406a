import type { OrderView } from '#/api/order.ts';
import type { CheckoutStart } from '#/api/orders.ts';
import type { BillingDetails } from '#/features/shop/shop.ts';
import { createCustomerSignIn } from '#/server/auth/sign-ins.server.ts';
import { findOrCreateUserByEmail } from '#/server/auth/users.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { datafeedHash } from '#/server/payments/paydollar/protocol.ts';
import type { TestSite } from './site.ts';

/** A signed-in customer: the Cookie header value of a fresh sign-in. */
export async function signInCustomer(db: Db, email: string): Promise<string> {
  const { id } = await findOrCreateUserByEmail(db, email);
  const cookies = await createCustomerSignIn(db, new Request('http://localhost/'), id);
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

export const billingFor = (email: string): BillingDetails => ({
  name: 'Asha Rao',
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

/** The id of a live variant, by product slug and variant label. */
export async function variantId(db: Db, slug: string, label: string): Promise<string> {
  const row = await db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select('v.id')
    .where('p.slug', '=', slug)
    .where('v.label', '=', label)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function checkout(
  site: TestSite,
  cookie: string,
  body: Record<string, unknown>,
): Promise<{
  response: Response;
  start?: CheckoutStart;
  error?: { code: string; message: string; fields?: Record<string, string> };
}> {
  const response = await site.post('/api/orders', body, { cookie });
  const data = (await response.json()) as CheckoutStart & { error?: never };
  return response.ok
    ? { response, start: data }
    : { response, error: (data as unknown as { error: never }).error };
}

export async function getOrder(site: TestSite, cookie: string, id: string): Promise<OrderView> {
  const response = await fetch(`${site.url}/api/orders/${id}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET order answered ${response.status}`);
  return ((await response.json()) as { order: OrderView }).order;
}

/** A PayDollar datafeed as PayDollar signs it, with the merchant's secret from the environment. */
export function datafeed(
  fields: Partial<Record<string, string>> & { Ref: string; Amt: string },
  secret = process.env.PAYDOLLAR_SECURE_HASH_SECRET!,
): Record<string, string> {
  const all: Record<string, string> = {
    src: '0',
    prc: '0',
    Ord: '9876543',
    Holder: 'Asha Rao',
    successcode: '0',
    PayRef: String(1_000_000 + Math.floor(Math.random() * 8_999_999)),
    Cur: '356',
    remark: '',
    AuthId: '123456',
    eci: '07',
    payerAuth: 'N',
    sourceIp: '192.0.2.1',
    ipCountry: 'IN',
    ...fields,
  } as Record<string, string>;
  const algorithm = (process.env.PAYDOLLAR_HASH_ALGORITHM ?? 'sha1') as 'sha1' | 'sha256';
  return { ...all, secureHash: datafeedHash(all, secret, algorithm) };
}

export function postDatafeed(site: TestSite, fields: Record<string, string>): Promise<Response> {
  return fetch(`${site.url}/api/payments/paydollar/datafeed`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

type Decision = 'approve' | 'decline' | 'cancel';
type Delivery = 'once' | 'twice' | 'late' | 'never';

/** Opens the provider's payment page with the form the site handed out; answers the page. */
export async function openPaymentPage(start: CheckoutStart): Promise<Response> {
  return fetch(start.payment.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(start.payment.fields),
    redirect: 'manual',
  });
}

/**
 * Pays (or not) on the simulator as a person would: opens the page, picks how the notification
 * is delivered, presses the button, and follows the browser's way back to the site (for
 * Razorpay, the form it posts to the callback). Answers the last response and where it points.
 */
export async function payOnSimulator(
  start: CheckoutStart,
  decision: Decision,
  delivery: Delivery = 'once',
): Promise<{ response: Response; location: string | null }> {
  const page = await openPaymentPage(start);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no payment form on the simulator page: ${html.slice(0, 300)}`);
  const origin = new URL(start.payment.action).origin;
  const decided = await fetch(`${origin}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: decision, delivery }),
    redirect: 'manual',
  });
  if (decided.status === 303)
    return { response: decided, location: decided.headers.get('location') };
  const back = await decided.text();
  const target = /<form method="post" action="([^"]+)"/.exec(back)?.[1];
  if (!target) return { response: decided, location: null };
  const fields = Object.fromEntries(
    [...back.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      decode(m[1]!),
      decode(m[2]!),
    ]),
  );
  const response = await fetch(decode(target), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { response, location: response.headers.get('location') };
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
