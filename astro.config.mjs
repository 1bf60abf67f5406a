// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import afterPaintDirective from './src/integrations/after-paint-directive.ts';
import pageCsp from './src/integrations/page-csp.ts';

const site =
  process.env.SITE_URL && !process.env.PSYCORTEX_EMBEDDED
    ? process.env.SITE_URL
    : 'https://psycortex.in';

// Product images live in Supabase Storage in production: the pages may load them from there.
const imageHost = process.env.SUPABASE_URL ? ` ${new URL(process.env.SUPABASE_URL).origin}` : '';

/** The modules the header, footer and layout scripts start from (see `codeSplitting` below). */
const SHELL_MODULES =
  /\/src\/(scripts\/(shell|header|notice)|features\/(newsletter\/newsletter-form|shop\/cart\.store|account\/sign-in\.store)|lib\/http)\.ts$/;

// Forms post only here and to the two payment pages (the checkout hands over to them).
const paymentPages = [
  process.env.PAYDOLLAR_PAYMENT_URL ?? 'https://www.paydollar.com/b2c2/eng/payment/payForm.jsp',
  process.env.RAZORPAY_CHECKOUT_URL ?? 'https://api.razorpay.com/v1/checkout/embedded',
].map((url) => new URL(url).origin);
/** @type {`form-action ${string}`} */
const formAction = `form-action 'self' ${[...new Set(paymentPages)].join(' ')}`;

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  // English at today's addresses, Hindi under /hi/ and Marathi under /mr/ (issue #34). A page not
  // yet translated is built at its /hi/ and /mr/ address from the English page, which then says
  // so in the visitor's language (BaseLayout.astro).
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'hi', 'mr'],
    routing: { prefixDefaultLocale: false, fallbackType: 'rewrite' },
    fallback: { hi: 'en', mr: 'en' },
  },
  integrations: [
    react(),
    mdx(),
    sitemap({
      // /shop (and /hi/shop, /mr/shop) is answered by a function
      // (netlify/functions/shop-pages.mts), not a static page.
      customPages: ['/shop', '/hi/shop', '/mr/shop'].map((path) => new URL(path, site).toString()),
      i18n: { defaultLocale: 'en', locales: { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' } },
      // Each address's alternates name the English one as x-default, as the pages' heads do.
      serialize: (item) => {
        const english = item.links?.find((link) => link.lang === 'en-IN');
        if (english) item.links = [...(item.links ?? []), { url: english.url, lang: 'x-default' }];
        return item;
      },
      filter: (page) =>
        !/\/(admin|clinician|user|_dev|brochure|search|newsletter|blog-not-found|psycortex-not-found|shell)(\/|$)/.test(
          new URL(page).pathname,
        ),
    }),
    afterPaintDirective(),
    pageCsp(),
  ],
  // Shiki writes inline styles, which the Content-Security-Policy forbids; no code on this site.
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data: blob:${imageHost}`,
        "font-src 'self'",
        "connect-src 'self'",
        "media-src 'self'",
        'frame-src https://www.google.com',
        "object-src 'none'",
        "base-uri 'self'",
        formAction,
      ],
    },
  },
  vite: {
    build: {
      assetsInlineLimit: 2048,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Every page runs the header's, footer's and layout's scripts. Left to itself the
            // bundler cuts what they share with the islands into a dozen small files fetched in
            // three rounds, and on a phone's connection that queue delays the largest image of
            // the page. One file for the shell's stores and helpers (and what they import).
            groups: [{ name: 'shell', test: SHELL_MODULES }],
          },
        },
      },
    },
    // `npm run dev` serves pages through the local runtime; hot reload connects to Astro directly.
    server: process.env.PSYCORTEX_HMR_PORT
      ? { hmr: { clientPort: Number(process.env.PSYCORTEX_HMR_PORT) } }
      : {},
  },
});
