import type { Config } from '@netlify/functions';
import { loginHref } from '#/lib/auth.ts';
import { localeOfPath, localizedPath } from '#/lib/i18n.ts';
import { purchasesWords } from '#/server/catalogue/shop-words.server.ts';
import { db } from '#/server/db/client.server.ts';
import { handler } from '#/server/http/handler.ts';
import { pageShell } from '#/server/http/page-shell.server.ts';
import { htmlPage, redirect } from '#/server/http/respond.ts';
import { purchasesPage } from '#/server/orders/purchases-page.server.ts';

const PATH = '/user/mypurchaseditems';

/**
 * The customer's purchased items and session credits as HTML in the first response. A page of
 * one person's data: never kept by the CDN or the browser. A signed-out visitor logs in first.
 * The same under /hi/ and /mr/ (issue #34), in the address's language.
 */
export default handler(['GET', 'HEAD'], async (request) => {
  const locale = localeOfPath(new URL(request.url).pathname);
  const words = purchasesWords(locale);
  const shell = await pageShell('purchases', locale);
  const answer = await purchasesPage(db(), request, shell, words && { locale, words });
  if (answer.kind === 'login') return redirect(loginHref(localizedPath(locale, PATH)));
  return htmlPage(answer.html, answer.status, { 'cache-control': 'private, no-store' });
});

// Netlify reads `config` without running the code: the paths are written out, not a constant.
export const config: Config = {
  path: ['/user/mypurchaseditems', '/hi/user/mypurchaseditems', '/mr/user/mypurchaseditems'],
};
