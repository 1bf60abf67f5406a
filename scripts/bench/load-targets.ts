import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCustomerSignIn } from '#/server/auth/sign-ins.server.ts';
import { findOrCreateUserByEmail } from '#/server/auth/users.server.ts';
import { connect } from '#/server/db/client.server.ts';
import { billingFor } from '../../tests/support/billing.ts';
import type { LoadTarget } from './load.ts';

// Each customer may place 20 orders an hour. At the request rates measured, three 20-second
// rows take up to about 60,000 orders: 5,000 customers keep the limit out of the measure.
const CUSTOMERS = 5_000;
let ip = 0;
/** A different visitor address per request (the runtime trusts it from loopback, like the CDN's). */
const visitor = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;

/**
 * The four endpoints the benchmark drives. The OTP request keeps one visitor address, so its
 * rate limit must answer 429 under load (never 5xx); the others spread over many visitors, so
 * they measure the work itself. Orders come from 5,000 signed-in customers in turn, so the
 * per-customer limit is not what is measured.
 */
export async function loadTargets(databaseUrl: string): Promise<LoadTarget[]> {
  const db = connect(databaseUrl, 2);
  const cookies: string[] = [];
  try {
    for (let i = 0; i < CUSTOMERS; i++) {
      const { id } = await findOrCreateUserByEmail(db, `bench${i}@example.com`);
      const set = await createCustomerSignIn(db, new Request('http://localhost/'), id);
      cookies.push(set.map((c) => c.split(';')[0]).join('; '));
    }
    const variant = await db
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select('v.id')
      .where('p.slug', '=', 'single-session')
      .executeTakeFirstOrThrow();
    let turn = 0;
    return [
      { name: 'Product list (GET /api/products)', method: 'GET', path: '/api/products' },
      {
        name: 'OTP request (POST /api/auth/otp), one visitor',
        method: 'POST',
        path: '/api/auth/otp',
        request: () => ({
          body: JSON.stringify({ email: `load-${randomUUID()}@example.com` }),
          headers: { 'x-nf-client-connection-ip': '10.255.255.1' },
        }),
      },
      {
        name: 'Contact form (POST /api/enquiries)',
        method: 'POST',
        path: '/api/enquiries',
        request: () => ({
          body: JSON.stringify({
            firstname: 'Load',
            lastname: 'Test',
            email: `enquiry-${randomUUID()}@example.com`,
            contactNumber: '9876543210',
            city: 'Nagpur',
            state: 'Maharashtra',
            country: 'India',
            message: 'A message from the benchmark.',
          }),
          headers: { 'x-nf-client-connection-ip': visitor() },
        }),
      },
      {
        name: `Order creation (POST /api/orders), ${CUSTOMERS} customers`,
        method: 'POST',
        path: '/api/orders',
        request: () => {
          const i = turn++ % cookies.length;
          return {
            body: JSON.stringify({
              items: [{ productSlug: 'single-session', variantId: variant.id, quantity: 1 }],
              billing: billingFor(`bench${i}@example.com`, 'Bench Customer'),
              provider: 'paydollar',
              acceptTerms: true,
              ageConfirmed: true,
            }),
            headers: { cookie: cookies[i]! },
          };
        },
      },
    ];
  } finally {
    await db.destroy();
  }
}

export async function localDatabaseUrl(dataDir: string): Promise<string> {
  return (await readFile(join(dataDir, 'database-url'), 'utf8')).trim();
}
