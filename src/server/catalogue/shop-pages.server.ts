import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { PublicProduct } from '#/api/products.ts';
import { productHref, variantFromSearch } from '#/features/shop/shop-routes.ts';
import { SHOP_DATA_ID, type ShopPageData } from '#/features/shop/views/data.ts';
import { BuyPanel, ProductMissing, ProductPage } from '#/features/shop/views/ProductPage.tsx';
import { CardChoice, ShopPage } from '#/features/shop/views/ShopPage.tsx';
import { blockText, mdxBlocks, truncateAtWord } from '#/lib/excerpt.ts';
import { localizedPath } from '#/lib/i18n.ts';
import type { Db } from '#/server/db/client.server.ts';
import { fillShell, jsonScript } from '#/server/http/page-shell.ts';
import { getProduct, listProducts } from './products.server.ts';
import type { ShopLanguage } from './shop-words.server.ts';

/**
 * The shop's pages, rendered here so that their first response already holds every name,
 * option, price and description (docs/decisions.md, The shop is rendered by a function). The
 * page around them is the site's own static shell, built by Astro at /shell/shop and
 * /shell/product; the function puts the products into it at SHELL_SLOT and the scripts of the
 * shell hydrate only the interactive parts.
 */
export interface ShopPageResult {
  status: number;
  html: string;
  /** False for an answer that must not be kept (the database could not be read). */
  cacheable: boolean;
}

/** The products a page was rendered from, beside it for the parts that hydrate. */
const shopData = (data: ShopPageData) => jsonScript(SHOP_DATA_ID, data);

/** A page's static body: no hydration markers, it is never hydrated as a whole. */
const staticMarkup = (element: ReactElement) => renderToStaticMarkup(element);
/** A part the browser hydrates, rendered as the root it will be there. */
const hydratableMarkup = (element: ReactElement) => renderToString(element);

/** A short description for search engines from the product's markdown. */
function searchDescription(product: PublicProduct): string {
  const text = mdxBlocks(product.description).map(blockText).join(' ');
  return truncateAtWord(text || product.name, 155);
}

async function readOrFail<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    console.error('[shop] reading the catalogue failed:', error);
    return undefined;
  }
}

/**
 * `language` is given for /hi/shop and /mr/shop (the shell is then that language's): the views
 * say its words, and the parts that hydrate find them in the JSON beside the products.
 */
export async function renderShop(
  database: Db,
  shell: string,
  language?: ShopLanguage,
): Promise<ShopPageResult> {
  const products = await readOrFail(() => listProducts(database));
  const said = language ? { words: language.words, locale: language.locale } : {};
  return {
    status: products ? 200 : 503,
    cacheable: products !== undefined,
    html: fillShell(shell, {
      body:
        staticMarkup(
          createElement(ShopPage, {
            products,
            ...said,
            choiceHtml: Object.fromEntries(
              (products ?? []).map((product) => [
                product.slug,
                hydratableMarkup(createElement(CardChoice, { product, ...said })),
              ]),
            ),
          }),
        ) + (products ? shopData({ products, ...said }) : ''),
    }),
  };
}

export async function renderProduct(
  database: Db,
  shell: string,
  slug: string,
  search: string,
  language?: ShopLanguage,
): Promise<ShopPageResult> {
  const said = language ? { words: language.words, locale: language.locale } : {};
  const path = (href: string) => (language ? localizedPath(language.locale, href) : href);
  const found = await readOrFail(async () => (await getProduct(database, slug)) ?? null);
  if (!found) {
    const failed = found === undefined;
    return {
      status: failed ? 503 : 404,
      cacheable: !failed,
      html: fillShell(shell, {
        body: renderToStaticMarkup(
          createElement(ProductMissing, { failed, href: path(productHref(slug)), ...said }),
        ),
        head: failed
          ? undefined
          : {
              title: language ? language.words['product.notFoundTitle'] : 'Product not found',
              description: language
                ? language.words['product.notFoundDescription']
                : 'We could not find that product in the Psycortex shop.',
              path: path(productHref(slug)),
            },
      }),
    };
  }
  return {
    status: 200,
    cacheable: true,
    html: fillShell(shell, {
      body:
        staticMarkup(
          createElement(ProductPage, {
            product: found,
            buyPanelHtml: hydratableMarkup(
              createElement(BuyPanel, {
                product: found,
                variantId: variantFromSearch(search),
                ...said,
              }),
            ),
            ...said,
          }),
        ) + shopData({ products: [found], ...said }),
      head: {
        title: found.name,
        description: searchDescription(found),
        path: path(productHref(found.slug)),
      },
    }),
  };
}
