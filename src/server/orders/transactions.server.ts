import { sql } from 'kysely';
import type { AdminTransactions, TransactionFilters } from '#/api/admin-transactions.ts';
import type { TransactionState } from '#/features/admin/admin.ts';
import { isId } from '#/lib/id.ts';
import type { Db } from '#/server/db/client.server.ts';
import { documentsOfOrders } from '#/server/invoices/documents.server.ts';
import { itemsOf, toOrderView } from './orders.server.ts';

const STATE_STATUS: Record<TransactionState, 'paid' | 'failed'> = {
  success: 'paid',
  error: 'failed',
};

/**
 * Orders for one customer (by user id or e-mail) or for everyone ('all'), newest first,
 * filtered to one India day and to success (paid) or error (failed). Undefined when the
 * customer does not exist.
 */
export async function listTransactions(
  database: Db,
  who: string,
  filters: TransactionFilters,
  limit = 500,
): Promise<AdminTransactions | undefined> {
  let user: AdminTransactions['user'] = null;
  if (who !== 'all') {
    const found = await database
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where(isId(who) ? 'id' : 'email', '=', who.toLowerCase())
      .executeTakeFirst();
    if (!found) return undefined;
    user = found;
  }
  let query = database
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select(['u.email as account_email']);
  if (user) query = query.where('o.user_id', '=', user.id);
  if (filters.state) query = query.where('o.status', '=', STATE_STATUS[filters.state]);
  if (filters.date) {
    query = query.where(
      sql<string>`(o.created_at at time zone 'Asia/Kolkata')::date`,
      '=',
      sql<string>`${filters.date}::date`,
    );
  }
  const orders = await query
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
  const items = await itemsOf(
    database,
    orders.map((o) => o.id),
  );
  const documents = await documentsOfOrders(
    database,
    orders.map((o) => o.id),
  );
  return {
    user,
    transactions: orders.map((o) => ({
      ...toOrderView(o, items, documents.get(o.id)),
      userId: o.user_id,
      accountEmail: o.account_email,
    })),
  };
}
