import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '#/api/admin-products.ts';
import type { AdminTransactions } from '#/api/admin-transactions.ts';
import type { AdminUserPage } from '#/api/admin-users.ts';
import type { PublicProduct } from '#/api/products.ts';
import { addDays, indiaDateOf, indiaToInstant } from '#/lib/india-time.ts';
import { seedDemoClinicians } from '#/server/bookings/demo-clinicians.server.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { signInAdmin } from './helpers/admin.ts';
import {
  billingFor,
  checkout,
  datafeed,
  postDatafeed,
  signInCustomer,
  variantId,
} from './helpers/shop.ts';
import { useTestSite } from './helpers/site.ts';

/** A 1×1 PNG, for the examples that need a picture without waiting for one to be made. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#501a77' } })
    .png()
    .toBuffer();

function productForm(
  fields: Record<string, unknown>,
  image?: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (image)
    form.set('image', new File([new Uint8Array(image.bytes)], image.name, { type: image.type }));
  return form;
}

/** The form fields that keep a product as it is. */
const fieldsOf = (p: AdminProduct) => ({
  name: p.name,
  factor: p.factor,
  description: p.description,
  variants: p.variants.map((v) => ({
    id: v.id,
    label: v.label,
    sessions: v.sessions,
    price: String(v.price / 100),
  })),
});

const variants = [
  { label: '1 hour', sessions: 1, price: '2,000' },
  { label: '2 hours', sessions: 2, price: '3,500' },
];

describe('admin API', () => {
  const { db, sql, site } = useTestSite(async (database) => {
    await seedCatalogue(database);
    await seedDemoClinicians(database);
  });

  const call = (path: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${site.url}${path}`, {
      ...init,
      headers: {
        origin: site.url,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...init.headers,
      },
    });

  /**
   * Every admin route the functions declare, with a request that should succeed for an admin.
   * A route added without an entry here fails the test, so none can be forgotten.
   */
  const EXAMPLES: Record<
    string,
    (ids: { productSlug: string; requestId: string; bookingId: string }) => RequestInit & {
      path?: string;
      /** What an admin gets when not 2xx: past the session check, the domain's own answer. */
      adminStatus?: number;
    }
  > = {
    'GET /api/admin/users': () => ({}),
    'GET /api/admin/transactions/:who': () => ({ path: '/api/admin/transactions/all' }),
    'GET /api/admin/transactions/:who/export': () => ({
      path: '/api/admin/transactions/all/export',
    }),
    'GET /api/admin/enquiries': () => ({}),
    'GET /api/admin/enquiries/export': () => ({}),
    'GET /api/admin/products': () => ({}),
    'POST /api/admin/products': () => ({
      body: productForm({ name: 'Walk test', factor: 'Hours', description: 'x', variants }),
    }),
    'PUT /api/admin/products/:id': ({ productSlug }) => ({
      path: `/api/admin/products/${productSlug}`,
      body: productForm({ name: 'Walk test 2', factor: 'Hours', description: 'y', variants }),
    }),
    'DELETE /api/admin/products/:id': ({ productSlug }) => ({
      path: `/api/admin/products/${productSlug}`,
    }),
    'GET /api/admin/me': () => ({}),
    'GET /api/admin/measure-settings': () => ({}),
    'PUT /api/admin/measure-settings/:service': () => ({
      path: '/api/admin/measure-settings/grief',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phq9: true, gad7: false, every: 2 }),
    }),
    'GET /api/admin/clinicians': () => ({}),
    'POST /api/admin/clinicians': () => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        slug: `walk-${Math.random().toString(36).slice(2, 8)}`,
        name: 'Walk Clinician',
        role: 'Counsellor',
      }),
    }),
    'PUT /api/admin/clinicians/:slug': () => ({
      path: '/api/admin/clinicians/demo-clinician-ravi',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        slug: 'demo-clinician-ravi',
        name: 'Demo clinician Ravi',
        role: 'Clinical psychologist',
      }),
    }),
    'POST /api/admin/clinicians/:slug/blocks': () => ({
      path: '/api/admin/clinicians/demo-clinician-ravi/blocks',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 90_000_000).toISOString(),
      }),
    }),
    'PUT /api/admin/clinicians/:slug/photo': () => {
      const body = new FormData();
      body.set('photo', new File([TINY_PNG], 'face.png', { type: 'image/png' }));
      return { path: '/api/admin/clinicians/demo-clinician-ravi/photo', body };
    },
    'DELETE /api/admin/clinicians/:slug/photo': () => ({
      path: '/api/admin/clinicians/demo-clinician-ravi/photo',
    }),
    'POST /api/admin/clinicians/:slug/invite': () => ({
      path: '/api/admin/clinicians/demo-clinician-ravi/invite',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ravi@clinic.example' }),
    }),
    'GET /api/admin/clinicians/:slug/deactivate': () => ({
      path: '/api/admin/clinicians/demo-clinician-ravi/deactivate',
    }),
    // Deactivating a demo clinician would take away the times the other examples book: an
    // unknown clinician shows the admin got through.
    'POST /api/admin/clinicians/:slug/deactivate': () => ({
      path: '/api/admin/clinicians/nobody-here/deactivate',
      adminStatus: 404,
    }),
    'DELETE /api/admin/clinicians/:slug/blocks/:block': () => ({
      path: '/api/admin/clinicians/demo-clinician-ravi/blocks/999999',
    }),
    'GET /api/admin/calendar': () => ({ path: '/api/admin/calendar?from=2026-11-25' }),
    'GET /api/admin/calendar/export': () => ({
      path: '/api/admin/calendar/export?from=2026-11-25',
    }),
    'POST /api/admin/calendar': () => {
      // Demo clinician Asha takes phone sessions 17:00-20:00 IST every day; a day of its own.
      const day = addDays(indiaDateOf(new Date()), 2 + Math.floor(Math.random() * 10));
      return {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clinician: 'demo-clinician-asha',
          startsAt: indiaToInstant(day, 17 * 60 + 60 * Math.floor(Math.random() * 3)).toISOString(),
          mode: 'phone',
          service: 'anxiety',
          contactName: 'Walk Caller',
          contactPhone: '+91 98765 43210',
        }),
      };
    },
    // A walked session has no shared answers: the admin gets through to a plain 404.
    'GET /api/admin/calendar/:id/:action': ({ bookingId }) => ({
      path: `/api/admin/calendar/${bookingId}/answers`,
      adminStatus: 404,
    }),
    'POST /api/admin/calendar/:id/:action': ({ bookingId }) => ({
      path: `/api/admin/calendar/${bookingId}/outcome`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'attended' }),
    }),
    'GET /api/admin/privacy-requests': () => ({}),
    'PUT /api/admin/privacy-requests/:id': ({ requestId }) => ({
      path: `/api/admin/privacy-requests/${requestId}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'done' }),
    }),
    'GET /api/admin/gst-register/:month/export': () => ({
      path: '/api/admin/gst-register/2026-11/export',
    }),
    // Refunds are tested in refunds.test.ts; here an unknown order shows the admin got through.
    'POST /api/admin/orders/:reference/refunds': () => ({
      path: '/api/admin/orders/PSY-NOSUCHORDR/refunds',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '100', reason: 'Walk test', requestKey: 'walk-test-key' }),
      adminStatus: 404,
    }),
    'PUT /api/admin/password': () => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        oldPassword: 'a-long-test-password',
        newPassword: 'another-long-password',
      }),
    }),
  };
  /** Signing in and out are the two admin routes a visitor without a session may call. */
  const OPEN = new Set(['POST /api/admin/login', 'POST /api/admin/logout']);

  it('checks the admin session on every /api/admin route: 401, 403 for customers, 2xx for admins', async () => {
    const routes = site.router.functions.flatMap((fn) => {
      const paths = [fn.config.path ?? []].flat().filter((p) => p.startsWith('/api/admin'));
      const methods = fn.methods;
      return paths.flatMap((p) => methods.map((m) => `${m} ${p}`));
    });
    expect(routes.length).toBeGreaterThan(10);
    const unknown = routes.filter((r) => !OPEN.has(r) && !EXAMPLES[r]);
    expect(unknown, 'admin routes without an example in this test').toEqual([]);

    const customer = await signInCustomer(db, 'customer@example.com');
    let walked = 0;
    for (const route of routes.filter((r) => !OPEN.has(r))) {
      const [method, pattern] = route.split(' ') as [string, string];
      const product =
        await sql`insert into products (slug, name) values (${`walk-${Math.random().toString(36).slice(2)}`}, 'Walk') returning id`;
      const request =
        await sql`insert into privacy_requests (contact_email, kind) values ('w@example.com', 'access') returning id`;
      // A session that has begun, at a time of its own, for the outcome to be recorded.
      walked += 1;
      const booking = await sql`
        insert into bookings (clinician_id, service_slug, mode, starts_at, ends_at, status)
        select id, 'anxiety', 'chat', now() - make_interval(hours => ${walked}),
          now() - make_interval(hours => ${walked}) + interval '50 minutes', 'confirmed'
        from clinicians where slug = 'demo-clinician-ravi'
        returning id`;
      const example = EXAMPLES[route]!({
        productSlug: String(product[0]!.id),
        requestId: String(request[0]!.id),
        bookingId: String(booking[0]!.id),
      });
      const path = example.path ?? pattern;
      const anonymous = await call(path, { method });
      expect(anonymous.status, `${route} without a session`).toBe(401);
      const asCustomer = await call(path, { method, cookie: customer });
      expect(asCustomer.status, `${route} as a customer`).toBe(403);
      const admin = await signInAdmin(db, `admin${Math.random().toString(36).slice(2, 8)}`);
      const asAdmin = await call(path, {
        method,
        cookie: admin,
        body: example.body,
        headers: example.headers,
      });
      if (example.adminStatus)
        expect(asAdmin.status, `${route} as an admin`).toBe(example.adminStatus);
      else
        expect(
          asAdmin.status,
          `${route} as an admin: ${await asAdmin.clone().text()}`,
        ).toBeLessThan(300);
    }
  });

  it('creates a product with two options and an image, which the shop then offers', async () => {
    const admin = await signInAdmin(db);
    const response = await call('/api/admin/products', {
      method: 'POST',
      cookie: admin,
      body: productForm(
        { name: 'Couples Therapy', factor: 'Duration', description: '**Together**', variants },
        { bytes: await png(), name: 'photo.png', type: 'image/png' },
      ),
    });
    expect(response.status).toBe(201);
    const { message, product } = (await response.json()) as {
      message: string;
      product: AdminProduct;
    };
    expect(message).toBe('Product created!');
    expect(product.slug).toBe('couples-therapy');
    // Not given, the GST fields are the counselling defaults.
    expect([product.sacCode, product.gstRateBasisPoints, product.gstExempt]).toEqual([
      '9993',
      1800,
      false,
    ]);
    expect(product.variants.map((v) => [v.label, v.sessions, v.price])).toEqual([
      ['1 hour', 1, 2_000_00],
      ['2 hours', 2, 3_500_00],
    ]);
    // Stored through Supabase Storage's API (the runtime's emulation of it), served from its bucket.
    expect(product.image).toMatch(
      new RegExp(
        `^${site.url}/_dev/supabase/storage/v1/object/public/product-images/products/[0-9a-f]{24}\\.webp$`,
      ),
    );
    const image = await fetch(product.image!);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('max-age=31536000');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();

    const shop = (await (await fetch(`${site.url}/api/products/couples-therapy`)).json()) as {
      product: PublicProduct;
    };
    expect(shop.product.descriptionHtml).toBe('<p><strong>Together</strong></p>');
    const [audit] = await sql`select admin_username, action, subject from admin_audit`;
    expect(audit).toEqual({
      admin_username: 'admin',
      action: 'product.create',
      subject: 'couples-therapy',
    });

    // Removing the image deletes the stored object as well.
    const edited = await call(`/api/admin/products/${product.id}`, {
      method: 'PUT',
      cookie: admin,
      body: productForm({ ...fieldsOf(product), removeImage: '1' }),
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { product: AdminProduct }).product.image).toBeNull();
    expect((await fetch(product.image!)).status).toBe(404);
  });

  it('edits options in place, archives an ordered product instead of erasing it', async () => {
    const admin = await signInAdmin(db);
    const individual = (
      await sql`select id from products where slug = 'individual-counselling'`
    )[0]!.id;
    const current = (await (await call('/api/admin/products', { cookie: admin })).json()) as {
      products: AdminProduct[];
    };
    const before = current.products.find((p) => p.slug === 'individual-counselling')!;
    // Swap two labels, change a price, drop the third option.
    const [three, six] = before.variants;
    const edited = [
      { id: three!.id, label: '6 months', sessions: 24, price: '1,10,000' },
      { id: six!.id, label: '3 months', sessions: 12, price: '60,000' },
    ];
    const put = await call(`/api/admin/products/${individual}`, {
      method: 'PUT',
      cookie: admin,
      body: productForm({
        name: before.name,
        factor: before.factor,
        description: before.description,
        variants: edited,
      }),
    });
    expect(put.status).toBe(200);
    const { product } = (await put.json()) as { product: AdminProduct };
    expect(product.variants.map((v) => [v.id, v.label, v.price])).toEqual([
      [three!.id, '6 months', 1_10_000_00],
      [six!.id, '3 months', 60_000_00],
    ]);

    // Someone buys it; deleting now archives it and the order keeps its snapshot.
    const customer = await signInCustomer(db, 'buyer@example.com');
    const { start } = await checkout(site, customer, {
      items: [{ productSlug: 'individual-counselling', variantId: three!.id, quantity: 1 }],
      billing: billingFor('buyer@example.com'),
      provider: 'paydollar',
      acceptTerms: true,
      ageConfirmed: true,
    });
    const removed = await call(`/api/admin/products/${individual}`, {
      method: 'DELETE',
      cookie: admin,
    });
    expect(await removed.json()).toEqual({ message: 'Product deleted!', archived: true });
    expect((await fetch(`${site.url}/api/products/individual-counselling`)).status).toBe(404);
    const [line] = await sql`select product_name, variant_label, unit_paise from order_items`;
    expect(line).toEqual({
      product_name: 'Individual Counselling',
      variant_label: '6 months',
      unit_paise: '11000000',
    });
    expect(start!.order.total).toBe(1_10_000_00);

    const group = (await sql`select id from products where slug = 'group-counselling'`)[0]!.id;
    const erased = await call(`/api/admin/products/${group}`, { method: 'DELETE', cookie: admin });
    expect(await erased.json()).toEqual({ message: 'Product deleted!', archived: false });
    expect(await sql`select id from products where id = ${group}`).toHaveLength(0);
    const actions = await sql`select action from admin_audit order by id`;
    expect(actions.map((a) => a.action)).toEqual([
      'product.update',
      'product.archive',
      'product.delete',
    ]);
  });

  it('refuses a renamed non-image, an SVG, an oversized file and a corrupt image', async () => {
    const admin = await signInAdmin(db);
    const fields = { name: 'Upload test', factor: 'Hours', description: 'x', variants };
    const attempt = async (bytes: Uint8Array, name: string, type: string) => {
      const response = await call('/api/admin/products', {
        method: 'POST',
        cookie: admin,
        body: productForm(fields, { bytes, name, type }),
      });
      return {
        status: response.status,
        message: ((await response.json()) as { error: { message: string } }).error.message,
      };
    };
    const text = new TextEncoder().encode('just some text, not a picture');
    expect(await attempt(text, 'photo.png', 'image/png')).toEqual({
      status: 400,
      message:
        'Please choose a PNG, JPEG or WebP image. Other files, SVG included, are not accepted.',
    });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await attempt(svg, 'logo.svg', 'image/svg+xml')).status).toBe(400);
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set(await png());
    expect(await attempt(huge, 'big.png', 'image/png')).toEqual({
      status: 413,
      message: 'That image is larger than 5 MB. Please choose a smaller one.',
    });
    const corrupt = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
    expect(await attempt(corrupt, 'broken.png', 'image/png')).toEqual({
      status: 400,
      message: 'That image could not be read; it may be damaged. Please choose another one.',
    });
    expect(await sql`select id from products where name = 'Upload test'`).toHaveLength(0);
  });

  it('validates the product form with messages', async () => {
    const admin = await signInAdmin(db);
    const post = async (fields: Record<string, unknown>) => {
      const response = await call('/api/admin/products', {
        method: 'POST',
        cookie: admin,
        body: productForm(fields),
      });
      return {
        status: response.status,
        body: (await response.json()) as { error: { message: string } },
      };
    };
    const base = { name: 'X', factor: 'Y', description: 'Z', variants };
    expect((await post({ ...base, name: ' ' })).body.error.message).toBe(
      'Please fill in the product name.',
    );
    expect((await post({ ...base, variants: [] })).body.error.message).toBe(
      'Please add at least one option.',
    );
    expect(
      (await post({ ...base, variants: [{ label: 'A', sessions: 1, price: 'free' }] })).body.error
        .message,
    ).toBe('Please enter the price in rupees, e.g. 1,499.');
    expect(
      (await post({ ...base, variants: [variants[0], { ...variants[1], label: '1 HOUR' }] })).body
        .error.message,
    ).toBe('Each option needs a different label.');
  });

  it('lists users with purchases, and transactions by customer, day and state, also as CSV', async () => {
    const admin = await signInAdmin(db);
    const single = await variantId(db, 'single-session', '1 session');
    const buy = async (email: string, quantity: number, paid: boolean) => {
      const cookie = await signInCustomer(db, email);
      const { start } = await checkout(site, cookie, {
        items: [{ productSlug: 'single-session', variantId: single, quantity }],
        billing: {
          ...billingFor(email),
          name: email === 'eve@example.com' ? '=HYPERLINK("x")' : 'Ravi Patil',
        },
        provider: 'paydollar',
        acceptTerms: true,
        ageConfirmed: true,
      });
      const amount = `${quantity * 1499}.00`;
      await postDatafeed(
        site,
        datafeed({
          Ref: start!.order.reference,
          Amt: amount,
          ...(paid ? {} : { successcode: '1' }),
        }),
      );
      return start!.order.reference;
    };
    await buy('ravi@example.com', 2, true);
    const failedId = await buy('ravi@example.com', 1, false);
    await buy('eve@example.com', 1, true);

    const users = (await (
      await call('/api/admin/users?q=RAVI', { cookie: admin })
    ).json()) as AdminUserPage;
    expect(users.users).toEqual([
      expect.objectContaining({ email: 'ravi@example.com', itemsPurchased: 2 }),
    ]);
    expect(users.total).toBe(1);

    const ravi = users.users[0]!;
    const all = (await (
      await call(`/api/admin/transactions/${ravi.id}`, { cookie: admin })
    ).json()) as AdminTransactions;
    expect(all.user).toMatchObject({ email: 'ravi@example.com' });
    expect(all.transactions.map((t) => t.status).sort()).toEqual(['failed', 'paid']);
    const errors = (await (
      await call('/api/admin/transactions/ravi@example.com?state=error', { cookie: admin })
    ).json()) as AdminTransactions;
    expect(errors.transactions.map((t) => t.reference)).toEqual([failedId]);
    expect(errors.transactions[0]!.errorMessage).toMatch(/declined/);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const byDay = (await (
      await call(`/api/admin/transactions/all?date=${today}&state=success`, { cookie: admin })
    ).json()) as AdminTransactions;
    expect(byDay.transactions).toHaveLength(2);
    const otherDay = (await (
      await call('/api/admin/transactions/all?date=2020-01-01', { cookie: admin })
    ).json()) as AdminTransactions;
    expect(otherDay.transactions).toEqual([]);
    const bad = await call('/api/admin/transactions/all?date=2026-02-30', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid Date',
    );
    expect(
      (await call('/api/admin/transactions/nobody@example.com', { cookie: admin })).status,
    ).toBe(404);

    const csv = await call('/api/admin/transactions/all/export?state=success', { cookie: admin });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="psycortex-transactions-/,
    );
    const text = await csv.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
    // A formula typed as a name is neutralised for spreadsheets.
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    // Every read and export of personal data is in the access log, with who.
    const reads =
      await sql`select admin_username, action, subject from admin_audit where action like 'read.%' or action like 'export.%' order by id`;
    expect(reads.map((r) => `${r.action} ${r.subject}`)).toEqual([
      'read.users RAVI',
      `read.transactions user:${ravi.id}`,
      // Asked for by e-mail, written down by id.
      `read.transactions user:${ravi.id}`,
      'read.transactions all',
      'read.transactions all',
      'read.transactions no such customer',
      'export.transactions all',
    ]);
    expect(JSON.stringify(reads)).not.toContain('@example.com');
    // A malformed percent-encoding names no customer: 404, not a server error.
    const malformed = await call('/api/admin/transactions/%E0%A4', { cookie: admin });
    expect(malformed.status).toBe(404);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('sets a product SAC code, GST rate and exemption, and keeps them when an edit leaves them out', async () => {
    const admin = await signInAdmin(db);
    const created = await call('/api/admin/products', {
      method: 'POST',
      cookie: admin,
      body: productForm({
        name: 'Exempt Care',
        factor: 'Duration',
        description: 'x',
        sacCode: '999312',
        gstRate: '12.5',
        gstExempt: 'true',
        variants,
      }),
    });
    expect(created.status).toBe(201);
    const { product } = (await created.json()) as { product: AdminProduct };
    expect([product.sacCode, product.gstRateBasisPoints, product.gstExempt]).toEqual([
      '999312',
      1250,
      true,
    ]);
    const edited = await call(`/api/admin/products/${product.id}`, {
      method: 'PUT',
      cookie: admin,
      body: productForm({ ...fieldsOf(product), name: 'Exempt Care 2' }),
    });
    expect(edited.status).toBe(200);
    const [row] = await sql`select name, sac_code, gst_rate_bp, gst_exempt from products
      where id = ${product.id}`;
    expect(row).toEqual({
      name: 'Exempt Care 2',
      sac_code: '999312',
      gst_rate_bp: 1250,
      gst_exempt: true,
    });
    const bad = await call(`/api/admin/products/${product.id}`, {
      method: 'PUT',
      cookie: admin,
      body: productForm({ ...fieldsOf(product), gstRate: 'eighteen', sacCode: '99' }),
    });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      gstRate: 'Please enter the GST rate in per cent, e.g. 18.',
      sacCode: 'The SAC code is 4 to 8 digits, e.g. 9993.',
    });
  });
});
