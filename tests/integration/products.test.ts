import { describe, expect, it } from 'vitest';
import type { PublicProduct } from '#/api/products.ts';
import { seedCatalogue } from '#/server/catalogue/seed-catalogue.server.ts';
import { useTestSite } from './helpers/site.ts';

describe('products API', () => {
  const { sql, site } = useTestSite(seedCatalogue);

  it('lists live products with their variants in paise, cacheable by the CDN', async () => {
    const response = await fetch(`${site.url}/api/products`);
    expect(response.status).toBe(200);
    expect(response.headers.get('netlify-cache-tag')).toBe('products');
    expect(response.headers.get('netlify-cdn-cache-control')).toContain('s-maxage=');
    expect(response.headers.get('cache-control')).toContain('must-revalidate');
    const { products } = (await response.json()) as { products: PublicProduct[] };
    expect(products.map((p) => p.slug)).toEqual([
      'single-session',
      'individual-counselling',
      'group-counselling',
    ]);
    const individual = products[1]!;
    expect(individual.variants.map((v) => [v.label, v.sessions, v.price])).toEqual([
      ['3 months', 12, 60_000_00],
      ['6 months', 24, 1_20_000_00],
      ['12 months', 48, 2_40_000_00],
    ]);
    expect(individual.descriptionHtml).toContain('<li>Weekly sessions of 50 to 60 minutes</li>');
  });

  it('answers one product by its id, and 404 for an unknown or archived one', async () => {
    const ok = await fetch(`${site.url}/api/products/group-counselling`);
    expect(ok.status).toBe(200);
    const { product } = (await ok.json()) as { product: PublicProduct };
    expect(product.name).toBe('Group Counselling');
    expect(product.variants).toHaveLength(3);

    const unknown = await fetch(`${site.url}/api/products/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(
      /could not find that product/,
    );

    await sql`update products set archived_at = now() where slug = 'group-counselling'`;
    expect((await fetch(`${site.url}/api/products/group-counselling`)).status).toBe(404);
    await sql`update variants set archived_at = now() where label = '3 months'`;
    const { products } = (await (await fetch(`${site.url}/api/products`)).json()) as {
      products: PublicProduct[];
    };
    expect(products.map((p) => p.slug)).toEqual(['single-session', 'individual-counselling']);
    expect(products[1]!.variants.map((v) => v.label)).toEqual(['6 months', '12 months']);
  });

  it('renders raw HTML in a description as text, never as markup', async () => {
    await sql`update products set description = ${'Hello <script>alert(1)</script> [x](javascript:alert(1))'} where slug = 'single-session'`;
    const { product } = (await (await fetch(`${site.url}/api/products/single-session`)).json()) as {
      product: PublicProduct;
    };
    expect(product.descriptionHtml).not.toContain('<script>');
    expect(product.descriptionHtml).toContain('&lt;script&gt;');
    expect(product.descriptionHtml).not.toContain('javascript:');
  });

  it('answers the shop pages as HTML kept at the CDN under the products tag', async () => {
    const product = await fetch(`${site.url}/shop/products/individual-counselling`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(product.status).toBe(200);
    expect(product.headers.get('content-type')).toContain('text/html');
    // Compressed on the way, as the CDN does: the page with its inline styles is 69 KB raw.
    expect(product.headers.get('content-encoding')).toBe('br');
    expect(Number(product.headers.get('content-length'))).toBeLessThan(20_000);
    expect(product.headers.get('netlify-cache-tag')).toBe('products');
    expect(product.headers.get('netlify-vary')).toBe('query=variant');
    const html = await product.text();
    expect(html).toContain('<h1>Individual Counselling</h1>');
    expect(html).toContain('Rs 60,000');

    const shop = await fetch(`${site.url}/shop`);
    expect(shop.status).toBe(200);
    expect(await shop.text()).toContain('Group Counselling');

    const head = await fetch(`${site.url}/shop`, { method: 'HEAD' });
    expect(head.status).toBe(200);

    const missing = await fetch(`${site.url}/shop/products/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('We could not find that product');
  });
});
