import type { Config } from '@netlify/functions';
import { type AdminTransactions, transactionFiltersSchema } from '#/api/admin-transactions.ts';
import { audit } from '#/server/admin/audit.server.ts';
import { transactionsCsv } from '#/server/admin/exports.ts';
import { requireAdmin } from '#/server/auth/sign-ins.server.ts';
import { db } from '#/server/db/client.server.ts';
import { csvResponse } from '#/server/http/csv.ts';
import { notFound } from '#/server/http/errors.ts';
import { handler } from '#/server/http/handler.ts';
import { pathParam, readQuery } from '#/server/http/query.ts';
import { json } from '#/server/http/respond.ts';
import { listTransactions } from '#/server/orders/transactions.server.ts';

/**
 * Orders of one customer (user id or e-mail) or of everyone ('all'), filtered by India day and
 * success or error; `/export` answers the same selection as CSV. The access log names the
 * customer by id, never by e-mail.
 */
export default handler(['GET'], async (request, context) => {
  const admin = await requireAdmin(request);
  const filters = readQuery(request, transactionFiltersSchema);
  const who = pathParam(context.params.who, 'all');
  const exporting = new URL(request.url).pathname.endsWith('/export');
  const result = await listTransactions(db(), who, filters);
  const subject =
    who === 'all' ? 'all' : result?.user ? `user:${result.user.id}` : 'no such customer';
  await audit(
    db(),
    admin,
    exporting ? 'export.transactions' : 'read.transactions',
    subject,
    filters,
  );
  if (!result) throw notFound('We could not find that customer.');
  if (exporting) {
    return csvResponse('psycortex-transactions', transactionsCsv(result.transactions));
  }
  return json(result satisfies AdminTransactions);
});

export const config: Config = {
  path: ['/api/admin/transactions/:who', '/api/admin/transactions/:who/export'],
};
