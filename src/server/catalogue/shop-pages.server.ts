import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { PublicProduct } from '#/api/products.ts';
import { productHref, variantFromSearch } from '#/features/shop/shop-routes.ts';
import { SHOP_DATA_ID, type ShopPageData } from '#/features/shop/views/data.ts';
import { BuyPanel, ProductMissing, ProductPage } from '#/features/shop/views/ProductPage.tsx';
import { CardChoice, ShopPage } from '#/features/shop/views/ShopPage.tsx';
import { blockText, mdxBlocks, truncateAtWord } from '#/lib/excerpt.ts';
import type { Db } from '#/server/db/client.server.ts';
import { fillShell, jsonScript } from '#/server/http/page-shell.ts';
import { getProduct, listProducts } from './products.server.ts';

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

export async function renderShop(database: Db, shell: string): Promise<ShopPageResult> {
  const products = await readOrFail(() => listProducts(database));
  return {
    status: products ? 200 : 503,
    cacheable: products !== undefined,
    html: fillShell(shell, {
      body:
        staticMarkup(
          createElement(ShopPage, {
            products,
            choiceHtml: Object.fromEntries(
              (products ?? []).map((product) => [
                product.slug,
                hydratableMarkup(createElement(CardChoice, { product })),
              ]),
            ),
          }),
        ) + (products ? shopData({ products }) : ''),
    }),
  };
}

export async function renderProduct(
  database: Db,
  shell: string,
  slug: string,
  search: string,
): Promise<ShopPageResult> {
  const found = await readOrFail(async () => (await getProduct(database, slug)) ?? null);
  if (!found) {
    const failed = found === undefined;
    return {
      status: failed ? 503 : 404,
      cacheable: !failed,
      html: fillShell(shell, {
        body: renderToStaticMarkup(
          createElement(ProductMissing, { failed, href: productHref(slug) }),
        ),
        head: failed
          ? undefined
          : {
              title: 'Product not found',
              description: 'We could not find that product in the Psycortex shop.',
              path: productHref(slug),
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
              createElement(BuyPanel, { product: found, variantId: variantFromSearch(search) }),
            ),
          }),
        ) + shopData({ products: [found] }),
      head: {
        title: found.name,
        description: searchDescription(found),
        path: productHref(found.slug),
      },
    }),
  };
}
