import { z } from 'zod';
import { api } from '#/lib/http.ts';
import type { Json } from './json.ts';
import type { OrderView } from './order.ts';

/**
 * Orders of one customer (user id or e-mail) or of everyone ('all'), filtered by India day and
 * success or error; `EXPORT_PATH` answers the same selection as CSV (a download, no call).
 */
export const PATH = '/api/admin/transactions/:who';
export const EXPORT_PATH = '/api/admin/transactions/:who/export';

const isRealDay = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** The transactions filters: a day (yyyy-mm-dd, India time) and success or error. */
export const transactionFiltersSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid Date')
    .refine(isRealDay, 'Invalid Date')
    .optional(),
  state: z.enum(['success', 'error'], { error: 'Choose success or error.' }).optional(),
});

/** The filters as the browser writes them in the query. */
export type TransactionFiltersQuery = z.input<typeof transactionFiltersSchema>;
/** The filters as the server reads them: a day in India (yyyy-mm-dd), success or error. */
export type TransactionFilters = z.output<typeof transactionFiltersSchema>;

export interface AdminTransaction extends OrderView {
  userId: string;
  accountEmail: string;
}

export interface AdminTransactions {
  user: { id: string; name: string; email: string } | null;
  transactions: AdminTransaction[];
}

/** The address of `who`'s list, or of its CSV, with the filters as the query. */
export function transactionsPath(
  who: string,
  filters: TransactionFiltersQuery,
  { csv = false }: { csv?: boolean } = {},
): string {
  const path = (csv ? EXPORT_PATH : PATH).replace(':who', encodeURIComponent(who));
  const query = new URLSearchParams();
  if (filters.date) query.set('date', filters.date);
  if (filters.state) query.set('state', filters.state);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export const loadTransactions = (
  who: string,
  filters: TransactionFiltersQuery,
  init: RequestInit = {},
) => api<Json<AdminTransactions>>(transactionsPath(who, filters), init);
