import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SHOP_DATA_ID } from '#/features/shop/views/data.ts';
import { SHELL_SLOT } from '#/lib/page-shell.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { renderProduct, renderShop } from '#/server/catalogue/shop-pages.server.ts';
import { shopLanguage } from '#/server/catalogue/shop-words.server.ts';
import { connect } from '#/server/db/client.server.ts';
import { fillShell } from '#/server/http/page-shell.ts';
import hi from '../../content/i18n/shop/hi.json' with { type: 'json' };
import mr from '../../content/i18n/shop/mr.json' with { type: 'json' };
import { resetData, useTestDatabase } from './helpers/db.ts';

/** A shell with the head parts the real ones have (src/pages/shell/), and the slot. */
const shell = `<!doctype html><html><head><title>Shop | Psycortex</title>
<meta name="description" content="A counselling session package from the Psycortex shop.">
<link rel="canonical" href="https://psycortex.in/shell/product">
<meta property="og:title" content="Shop | Psycortex">
<meta property="og:description" content="A counselling session package from the Psycortex shop.">
<meta property="og:url" content="https://psycortex.in/shell/product">
</head><body><main id="main">${SHELL_SLOT}</main></body></html>`;

const dataOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${SHOP_DATA_ID}">(.*?)</script>`).exec(
      html,
    )![1]!,
  ) as { products: Array<{ slug: string; name: string }> };

describe('the shop pages, rendered on the server', () => {
  const { db, sql } = useTestDatabase();
  beforeEach(async () => {
    await resetData(sql);
    await seedCatalogue(db);
  });
  afterAll(async () => {
    await db.destroy();
    await sql.end();
  });

  it('puts a product, its first price, its options and description into the first response', async () => {
    const page = await renderProduct(db, shell, 'individual-counselling', '');
    expect(page.status).toBe(200);
    expect(page.cacheable).toBe(true);
    expect(page.html).toContain('<h1>Individual Counselling</h1>');
    expect(page.html).toContain('<title>Individual Counselling | Psycortex</title>');
    expect(page.html).toContain(
      '<link rel="canonical" href="https://psycortex.in/shop/products/individual-counselling">',
    );
    expect(page.html).toContain(
      '<meta property="og:url" content="https://psycortex.in/shop/products/individual-counselling">',
    );
    expect(page.html).toMatch(/<meta name="description" content="Regular one-to-one sessions/);
    expect(page.html).toContain('Rs 60,000');
    expect(page.html).toContain('Number of sessions: <strong>12</strong>');
    expect(page.html).toContain('<li>Weekly sessions of 50 to 60 minutes</li>');
    // Every price for a browser without scripts; the picture's size is known before it loads.
    expect(page.html).toContain('<noscript>');
    expect(page.html).toContain('12 months (48 sessions): Rs 2,40,000');
    expect(page.html).toMatch(/<img class="product-layout__image"[^>]* width="400" height="300"/);
    expect(dataOf(page.html).products.map((p) => p.slug)).toEqual(['individual-counselling']);
  });

  it('opens with the option the address names', async () => {
    const [variant] = await sql<{ id: string }[]>`
      select v.id from variants v join products p on p.id = v.product_id
      where p.slug = 'individual-counselling' and v.label = '6 months'`;
    const page = await renderProduct(
      db,
      shell,
      'individual-counselling',
      `?variant=${variant!.id}`,
    );
    expect(page.html).toContain('Rs 1,20,000');
    expect(page.html).toContain(`checked="" value="${variant!.id}"`);
  });

  it('shows the current price after a change, and says so when a product is gone', async () => {
    await sql`update variants set price_paise = 155000 where label = '1 session'`;
    expect((await renderProduct(db, shell, 'single-session', '')).html).toContain('Rs 1,550');

    await sql`update products set archived_at = now() where slug = 'single-session'`;
    const gone = await renderProduct(db, shell, 'single-session', '');
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('We could not find that product');
    expect(gone.html).toContain('<title>Product not found | Psycortex</title>');
    expect(gone.html).not.toContain(SHOP_DATA_ID);
  });

  it('lists every product with its first price on /shop', async () => {
    const page = await renderShop(db, shell);
    expect(page.status).toBe(200);
    for (const text of [
      'Single Counselling Session',
      'Individual Counselling',
      'Group Counselling',
      'Rs 60,000',
      'Rs 2,50,000',
    ]) {
      expect(page.html).toContain(text);
    }
    expect(dataOf(page.html).products).toHaveLength(3);
    // The shell's own title stays.
    expect(page.html).toContain('<title>Shop | Psycortex</title>');
  });

  it('keeps a product name that looks like markup from breaking out of the page', async () => {
    const name = '</script><script>alert(1)</script> "Care"';
    await sql`update products set name = ${name} where slug = 'single-session'`;
    const page = await renderProduct(db, shell, 'single-session', '');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(dataOf(page.html).products[0]!.name).toBe(name);
    expect(page.html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; "Care" | Psycortex</title>',
    );
  });

  it('answers a page that says so, not cached, when the database cannot be read', async () => {
    const unreachable = connect('postgres://nobody:wrong@127.0.0.1:9/none', 1);
    try {
      const shop = await renderShop(unreachable, shell);
      expect(shop.status).toBe(503);
      expect(shop.cacheable).toBe(false);
      expect(shop.html).toContain('We could not load our session packages');
      const product = await renderProduct(unreachable, shell, 'single-session', '');
      expect(product.status).toBe(503);
      expect(product.html).toContain('We could not load this product');
    } finally {
      await unreachable.destroy();
    }
  });

  it('renders /hi/shop and a Marathi product in their language, with the words the hydrating parts need', async () => {
    const shop = await renderShop(db, shell, shopLanguage('hi'));
    expect(shop.status).toBe(200);
    expect(shop.html).toContain(`aria-label="${hi['shop.packages']}"`);
    expect(shop.html).toContain(`${hi['shop.knowMore']}<span class="visually-hidden">`);
    // Prices in the Indian way with the rupee sign; links stay in Hindi.
    expect(shop.html).toContain('₹1,499');
    expect(shop.html).toContain('href="/hi/shop/products/individual-counselling?variant=');
    expect(dataOf(shop.html)).toMatchObject({
      locale: 'hi',
      words: { 'shop.knowMore': hi['shop.knowMore'] },
    });

    const page = await renderProduct(db, shell, 'individual-counselling', '', shopLanguage('mr'));
    expect(page.status).toBe(200);
    // The catalogue's own name and description stay English, marked so.
    expect(page.html).toContain('<h1 lang="en-IN">Individual Counselling</h1>');
    expect(page.html).toContain(
      '<link rel="canonical" href="https://psycortex.in/mr/shop/products/individual-counselling">',
    );
    expect(page.html).toContain('₹६०,०००');
    expect(page.html).toContain(`${mr['product.sessions']}<!-- --> <strong>१२</strong>`);
    expect(page.html).toContain(mr['product.addToCart']);
    expect(page.html).toContain('href="/mr/user/mycart"');
    expect(page.html).not.toContain('Add to Cart');
    expect(dataOf(page.html)).toMatchObject({ locale: 'mr' });

    const missing = await renderProduct(db, shell, 'no-such-package', '', shopLanguage('hi'));
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(hi['product.notFound']);
    expect(missing.html).toContain(`<title>${hi['product.notFoundTitle']} | Psycortex</title>`);
  });

  it('refuses a shell without the slot, rather than answering a page without products', () => {
    expect(() => fillShell('<html></html>', { body: 'x' })).toThrow(/no slot/);
  });
});
