import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { pageWeight } from '../support/js-weight.ts';
import { billingFor, placeOrder, productById, settle, signInCustomer } from './helpers/shop.ts';
import { uniqueEmail } from './helpers/site.ts';

/**
 * JavaScript budgets of DESIGN.md section 6, measured over the built site (the web server of
 * the e2e run builds it first). Everything a page can load counts, lazy chunks included.
 */
const dist = resolve(import.meta.dirname, '../../dist');
const KB = 1024;

const CONTENT_PAGES = [
  'services/counsellingservices/grief.html',
  'services/psychotherapyapproaches/interpersonalpsychotherapy.html',
  'contactus.html',
  'contactus/all.html',
  '404.html',
  'blogs.html',
  'blog/dmittest.html',
  'psycortex/privacypolicy.html',
  // The search page is rendered by a function, with its results, into this shell: no code of its own.
  'shell/search.html',
  // The purchases page is rendered by a function into this shell and hydrates nothing.
  'shell/purchases.html',
];

test('a content page ships at most 15 KB of JavaScript (gzip)', async () => {
  for (const page of CONTENT_PAGES) {
    const weight = await pageWeight(dist, page);
    test.info().annotations.push({ type: 'js', description: `${page}: ${weight.gzipBytes} B` });
    expect(weight.gzipBytes, `${page} (${weight.files.join(', ')})`).toBeLessThanOrEqual(15 * KB);
  }
});

test('the home page ships at most 60 KB of JavaScript (gzip), in each language', async () => {
  for (const home of ['hi.html', 'mr.html']) {
    const translated = await pageWeight(dist, home);
    expect(translated.gzipBytes, home).toBeLessThanOrEqual(60 * KB);
  }
  const weight = await pageWeight(dist, 'index.html');
  test.info().annotations.push({ type: 'js', description: `index.html: ${weight.gzipBytes} B` });
  expect(weight.gzipBytes).toBeLessThanOrEqual(60 * KB);
  // The carousel library is loaded, but only on demand: it is not among the page's scripts.
  expect(weight.files.some((f) => /testimonials/i.test(f))).toBe(true);
});

// The React islands: the shop, a product, the cart, the checkout and an order, and the booking
// pages (the booking page, a clinician's profile, my sessions).
// The shop and product pages are answered by a function in these shells (src/pages/shell/).
const SHOP_PAGES = [
  'shell/shop.html',
  'shell/product.html',
  'user/mycart.html',
  'user/checkout.html',
  'user/order.html',
  'book.html',
  'shell/clinician.html',
  'user/sessions.html',
  // The booking page at its Marathi address (issue #34).
  'mr/book.html',
];

test('the shop, cart and checkout pages ship at most 90 KB of JavaScript (gzip)', async () => {
  for (const page of SHOP_PAGES) {
    const weight = await pageWeight(dist, page);
    test.info().annotations.push({ type: 'js', description: `${page}: ${weight.gzipBytes} B` });
    expect(weight.gzipBytes, `${page} (${weight.files.join(', ')})`).toBeLessThanOrEqual(90 * KB);
    // The island's component and React itself are counted, not only the page's own scripts.
    expect(weight.files.some((f) => /\/client\.[\w-]+\.js$/.test(f))).toBe(true);
  }
});

// The get-matched questions: one React island (the component and React itself), the same
// budget as the other island pages; the answers are scored in the browser, so the scoring
// rules and the screeners' wordings are counted too.
test('the get-matched page ships at most 90 KB of JavaScript (gzip)', async () => {
  const weight = await pageWeight(dist, 'get-matched.html');
  test
    .info()
    .annotations.push({ type: 'js', description: `get-matched.html: ${weight.gzipBytes} B` });
  expect(weight.gzipBytes, weight.files.join(', ')).toBeLessThanOrEqual(90 * KB);
  expect(weight.files.some((f) => /\/client\.[\w-]+\.js$/.test(f))).toBe(true);
});

// The progress chart (src/features/measures/), on My progress: what the page ships beyond what
// any React island page ships (React and its renderer, counted by the test above), i.e. the
// chart, its table and facts, and the page's own island, at most 5 KB gzip. The get-matched
// page is the reference: one React island and nothing of the chart.
test('the progress chart costs at most 5 KB of JavaScript (gzip)', async () => {
  const progress = await pageWeight(dist, 'user/progress.html');
  const reference = new Set((await pageWeight(dist, 'get-matched.html')).files);
  const own = progress.files.filter((f) => !reference.has(f));
  let gzipBytes = 0;
  for (const file of own) gzipBytes += gzipSync(await readFile(resolve(dist, `.${file}`))).length;
  test.info().annotations.push({
    type: 'js',
    description: `progress chart: ${gzipBytes} B (${own.join(', ')})`,
  });
  expect(own.length, progress.files.join(', ')).toBeGreaterThan(0);
  expect(progress.files.some((f) => /\/client\.[\w-]+\.js$/.test(f))).toBe(true);
  expect(gzipBytes, own.join(', ')).toBeLessThanOrEqual(5 * KB);
  expect(progress.gzipBytes).toBeLessThanOrEqual(90 * KB);
});

/** A page's first HTML as the CDN and the local front door send it: Brotli, quality 5. */
const firstHtmlBytes = (html: Buffer) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

// The booking pages' first HTML, as built: the English islands carry their own words, which
// brought it from 16.3 KB to within one round trip. The code that holds scripts until the first
// paint (the loader and the islands' directive, inline, their hashes in the policy, and the
// header taps it keeps) and the icon in the page took /book 490 bytes over again, to 14,459 bytes,
// while its largest paint went from 0.99 to 0.85 s (docs/decisions.md, "The first screen paints
// before any code is fetched"). This holds them where they are; back under 14,000 is worth
// 150 ms more to them.
test("the English booking pages' first HTML stays within 14,500 bytes", async () => {
  for (const page of ['book.html', 'shell/clinician.html', 'user/sessions.html']) {
    const sent = firstHtmlBytes(await readFile(resolve(dist, page)));
    test.info().annotations.push({ type: 'html', description: `${page}: ${sent} B` });
    expect(sent, page).toBeLessThanOrEqual(14_500);
  }
});

// A new connection's first round trip carries about 14.6 KB (ten TCP segments); on a slow
// mobile network each further one costs some 150 ms before the page can be drawn. So the first
// HTML of every shop page, compressed as the CDN and the local front door send it (Brotli,
// quality 5), stays within 14,000 bytes, leaving room for the response's headers.
test("every shop page's first HTML fits in a connection's first round trip", async ({
  request,
  baseURL,
}) => {
  const email = uniqueEmail('first-round-trip');
  await signInCustomer(request, baseURL!, email);
  const product = await productById(request, 'individual-counselling');
  const start = await placeOrder(request, baseURL!, {
    items: [{ productSlug: product.slug, variantId: product.variants[0]!.id, quantity: 1 }],
    billing: billingFor(email, 'Round Trip'),
  });
  await settle(request, start, 'paid');
  const { products } = (await (await request.get('/api/products')).json()) as {
    products: Array<{ slug: string }>;
  };
  const paths = [
    '/shop',
    ...products.map((p) => `/shop/products/${p.slug}`),
    '/user/mycart',
    '/user/checkout',
    `/user/order/${start.order.reference}`,
    '/user/mypurchaseditems',
  ];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const sent = firstHtmlBytes(await response.body());
    test.info().annotations.push({ type: 'html', description: `${path}: ${sent} B` });
    expect(sent, path).toBeLessThanOrEqual(14_000);
  }
});
