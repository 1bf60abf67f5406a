/** DESIGN.md section 6, and the shop's own targets, as numbers the benchmark checks. */
export const BUDGETS = {
  lighthouse: {
    /**
     * Every page: DESIGN.md section 6, and the largest paint within 1.0 s on a phone (issue
     * "The booking journey, round two", point 14).
     */
    site: { performance: 95, lcpMs: 1000, tbtMs: Number.POSITIVE_INFINITY },
    /** The shop's pages: as fast as the content pages already are (issue "The shop as fast…"). */
    shop: { performance: 98, lcpMs: 1000, tbtMs: 50 },
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    cls: 0.02,
  },
  /** JavaScript shipped, gzip, in bytes. */
  jsBytes: { content: 15 * 1024, home: 60 * 1024, shop: 90 * 1024 },
  homeBytes: 400 * 1024,
  homeLcpMs: 1500,
} as const;

export interface BenchPage {
  name: string;
  /** The address; `{order}` stands for the bench customer's paid order. */
  path: string;
  /** Which JavaScript budget applies. */
  js: keyof typeof BUDGETS.jsBytes;
  /** Which Lighthouse budget applies (default: the site's). */
  speed?: 'site' | 'shop';
  /** The built file whose scripts the page loads, when it is not the address's own. */
  html?: string;
  /** Pages kept out of search engines on purpose: Lighthouse's SEO score does not apply. */
  noindex?: boolean;
  /** Opened as the bench customer: signed in, one line in the cart, one paid order. */
  asShopper?: boolean;
}

export const PAGES: BenchPage[] = [
  { name: 'Home', path: '/', js: 'home' },
  { name: 'Service page', path: '/services/counsellingservices/anxiety', js: 'content' },
  { name: 'Blog post', path: '/blog/humanpsychology', js: 'content' },
  { name: 'Branch directory', path: '/contactus/all', js: 'content' },
  { name: 'Contact', path: '/contactus', js: 'content' },
  // The questionnaire's island: its scripts load at once, as the booking page's do.
  { name: 'Get matched', path: '/get-matched', js: 'shop' },
  // Answered by the shop-pages function inside these shells.
  { name: 'Shop', path: '/shop', js: 'shop', speed: 'shop', html: 'shell/shop.html' },
  {
    name: 'Product page',
    path: '/shop/products/individual-counselling',
    js: 'shop',
    speed: 'shop',
    html: 'shell/product.html',
  },
  { name: 'Cart', path: '/user/mycart', js: 'shop', speed: 'shop', noindex: true, asShopper: true },
  {
    name: 'Checkout',
    path: '/user/checkout',
    js: 'shop',
    speed: 'shop',
    noindex: true,
    asShopper: true,
  },
  {
    name: 'Order',
    path: '/user/order/{order}',
    js: 'shop',
    speed: 'shop',
    html: 'user/order.html',
    noindex: true,
    asShopper: true,
  },
  {
    name: 'Purchased items',
    path: '/user/mypurchaseditems',
    // Rendered by a function into this shell; nothing on it hydrates.
    html: 'shell/purchases.html',
    js: 'content',
    speed: 'shop',
    noindex: true,
    asShopper: true,
  },
  // Drawn by its island from the slot search (DESIGN.md section 6 lists it as a key page).
  { name: 'Book a session', path: '/book', js: 'shop', speed: 'shop' },
  // Hindi and Marathi (issue #34): the same budgets as the English pages.
  { name: 'Home (Hindi)', path: '/hi', html: 'hi.html', js: 'home' },
  { name: 'Home (Marathi)', path: '/mr', html: 'mr.html', js: 'home' },
  { name: 'Book a session (Marathi)', path: '/mr/book', js: 'shop', speed: 'shop' },
];
