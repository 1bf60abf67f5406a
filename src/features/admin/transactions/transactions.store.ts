import { atom } from 'nanostores';
import { loadTransactions } from '#/api/admin-transactions.ts';
import type { OrderView } from '#/api/order.ts';
import type { AdminRoute, TransactionFilters } from '#/features/admin/admin-routes.ts';
import { adminCall } from '#/features/admin/api.ts';
import { routeLoader } from '#/features/admin/load.ts';
import { $adminRoute, navigate } from '#/features/admin/route.store.ts';

type TransactionsRoute = Extract<AdminRoute, { name: 'transactions' }>;
const isTransactions = (route: AdminRoute): route is TransactionsRoute =>
  route.name === 'transactions';

const transactions = routeLoader(
  isTransactions,
  (route, signal) => adminCall(loadTransactions(route.who, route, { signal })),
  'The transactions could not be loaded. Please try again.',
);
export const $transactions = transactions.store;
/** Loads the list again, e.g. once a refund has been asked for. */
export const reloadTransactions = transactions.reload;

/** The filters live in the address, so a filtered list can be bookmarked and shared. */
export function setTransactionFilters(filters: TransactionFilters): void {
  const route = $adminRoute.get();
  if (!isTransactions(route)) return;
  const { date, state } = { date: route.date, state: route.state, ...filters };
  navigate({
    name: 'transactions',
    who: route.who,
    ...(date ? { date } : {}),
    ...(state ? { state } : {}),
  });
}

/**
 * The invoice to print. The print container shows it and asks the browser to print; `id`
 * changes on every request so printing the same invoice twice prints twice.
 */
export const $printRequest = atom<{ order: OrderView; id: number } | null>(null);
let printCount = 0;

export function printInvoice(order: OrderView): void {
  printCount += 1;
  $printRequest.set({ order, id: printCount });
}

/** After printing the container empties, so printing the page itself prints the page. */
export function printFinished(): void {
  $printRequest.set(null);
}

/** The month whose GST register the Transactions screen offers: this month in India at first. */
export const $gstMonth = atom<string>(
  new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }).slice(0, 7),
);

export function setGstMonth(month: string): void {
  if (/^\d{4}-\d{2}$/.test(month)) $gstMonth.set(month);
}
