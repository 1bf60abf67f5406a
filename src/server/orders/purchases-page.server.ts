import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PurchasesWords } from '#/features/orders/purchases-words.ts';
import { PurchasesPage, PurchasesProblem } from '#/features/orders/views/PurchasesPage.tsx';
import type { Locale } from '#/lib/i18n.ts';
import { findCustomer } from '#/server/auth/sign-ins.server.ts';
import { listCredits } from '#/server/bookings/credits.server.ts';
import type { Db } from '#/server/db/client.server.ts';
import { fillShell } from '#/server/http/page-shell.ts';
import { listPurchases } from './orders.server.ts';

/**
 * /user/mypurchaseditems for the customer whose session the request carries, rendered into its
 * shell (/shell/purchases) so that the first response already holds their items and credits:
 * the largest thing on the page needs no script and no further request.
 */
export type PurchasesAnswer = { kind: 'login' } | { kind: 'page'; status: number; html: string };

export async function purchasesPage(
  database: Db,
  request: Request,
  shell: string,
  language?: { locale: Locale; words: PurchasesWords },
): Promise<PurchasesAnswer> {
  const said = language ?? {};
  const page = (status: number, body: ReactElement): PurchasesAnswer => ({
    kind: 'page',
    status,
    html: fillShell(shell, { body: renderToStaticMarkup(body) }),
  });
  try {
    const signIn = await findCustomer(database, request);
    if (!signIn?.userId) return { kind: 'login' };
    const [items, credits] = await Promise.all([
      listPurchases(database, signIn.userId),
      listCredits(database, signIn.userId),
    ]);
    return page(
      200,
      createElement(PurchasesPage, {
        items,
        credits: credits.map((c) => ({ ...c, expiresAt: c.expiresAt.toISOString() })),
        ...said,
      }),
    );
  } catch (error) {
    console.error('[purchases] reading the purchases failed:', error);
    return page(503, createElement(PurchasesProblem, said));
  }
}
