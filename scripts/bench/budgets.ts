/** DESIGN.md section 6, as numbers the benchmark checks. */
export const BUDGETS = {
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  /** JavaScript shipped, gzip, in bytes. */
  jsBytes: { content: 15 * 1024, home: 60 * 1024, shop: 90 * 1024 },
  homeBytes: 400 * 1024,
  homeLcpMs: 1500,
} as const;

export interface BenchPage {
  name: string;
  path: string;
  /** Which JavaScript budget applies. */
  js: keyof typeof BUDGETS.jsBytes;
  /** The built file whose scripts the page loads, when it is not the address's own. */
  html?: string;
  /** Pages kept out of search engines on purpose: Lighthouse's SEO score does not apply. */
  noindex?: boolean;
}

export const PAGES: BenchPage[] = [
  { name: 'Home', path: '/', js: 'home' },
  { name: 'Service page', path: '/services/counsellingservices/anxiety', js: 'content' },
  { name: 'Blog post', path: '/blog/humanpsychology', js: 'content' },
  { name: 'Branch directory', path: '/contactus/all', js: 'content' },
  // Answered by the shop-pages function inside these shells.
  { name: 'Shop', path: '/shop', js: 'shop', html: 'shell/shop.html' },
  {
    name: 'Product page',
    path: '/shop/products/individual-counselling',
    js: 'shop',
    html: 'shell/product.html',
  },
  { name: 'Cart', path: '/user/mycart', js: 'shop', noindex: true },
];
