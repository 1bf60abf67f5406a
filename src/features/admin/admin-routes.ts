import { gstRegisterPath } from '#/api/admin-gst-register.ts';
import { type TransactionFiltersQuery, transactionsPath } from '#/api/admin-transactions.ts';
import { usersPath } from '#/api/admin-users.ts';
import { indiaDateOf, isIndiaDate } from '#/lib/india-time.ts';
import type { TransactionState } from './admin.ts';

/**
 * The admin panel's addresses. `/admin` is one static page for every `/admin/*` path (a
 * netlify.toml rewrite); the panel reads the screen and its filters from the address, so every
 * screen can be bookmarked, reloaded and reached with Back and Forward.
 */

/**
 * The filters in the address, as the API's query takes them: a day, yyyy-mm-dd, as typed or
 * linked (the server says 'Invalid Date' when it is not one), and success or error.
 */
export type TransactionFilters = TransactionFiltersQuery;

export type AdminRoute =
  | { name: 'users'; q: string; page: number }
  | ({ name: 'transactions'; who: string } & TransactionFilters)
  | { name: 'products' }
  | { name: 'contact' }
  | { name: 'privacy' }
  | {
      name: 'calendar';
      from: string;
      days: 1 | 7;
      clinician: string;
      branch: string;
      /** Holds let go (another time chosen, or lapsed unpaid) are listed too. */
      letGo: boolean;
    }
  | { name: 'clinicians' }
  | { name: 'notFound' };

export type AdminSection = Exclude<AdminRoute['name'], 'notFound'>;

export const ADMIN_TABS: readonly { section: AdminSection; label: string; href: string }[] = [
  { section: 'users', label: 'Users', href: '/admin' },
  { section: 'transactions', label: 'Transactions', href: '/admin/userTransaction/all' },
  { section: 'products', label: 'Products', href: '/admin/product-management' },
  { section: 'contact', label: 'Contact', href: '/admin/contact' },
  { section: 'privacy', label: 'Privacy', href: '/admin/privacy' },
  { section: 'calendar', label: 'Calendar', href: '/admin/calendar' },
  { section: 'clinicians', label: 'Clinicians', href: '/admin/clinicians' },
];

/** What each screen is called, for its heading and the document title. */
export const SECTION_TITLES: Record<AdminRoute['name'], string> = {
  users: 'Users',
  transactions: 'Transactions',
  products: 'Products',
  contact: 'Contact',
  privacy: 'Privacy requests',
  calendar: 'Calendar',
  clinicians: 'Clinicians',
  notFound: 'Page not found',
};

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (%E0%A4) in a hand-typed address: treat it as an unknown page.
    return undefined;
  }
}

function pageNumber(text: string | null): number {
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function stateOf(text: string | null): TransactionState | undefined {
  return text === 'success' || text === 'error' ? text : undefined;
}

/** The screen for an address: `/admin`, `/admin/userTransaction/{who}`, ... */
export function parseAdminRoute(pathname: string, search = ''): AdminRoute {
  const params = new URLSearchParams(search);
  const path = pathname.replace(/\.html$/, '').replace(/\/+$/, '');
  const parts = path.split('/').slice(1);
  if (parts[0] !== 'admin') return { name: 'notFound' };
  const [, screen, id, ...rest] = parts;
  if (screen === undefined || screen === 'index') {
    return { name: 'users', q: params.get('q') ?? '', page: pageNumber(params.get('page')) };
  }
  if (screen === 'userTransaction' && rest.length === 0) {
    const who = id === undefined || id === '' ? 'all' : decodeSegment(id);
    if (who === undefined || who.trim() === '') return { name: 'notFound' };
    const date = params.get('date') ?? '';
    const state = stateOf(params.get('state'));
    return {
      name: 'transactions',
      who,
      ...(date ? { date } : {}),
      ...(state ? { state } : {}),
    };
  }
  if (id !== undefined) return { name: 'notFound' };
  if (screen === 'product-management') return { name: 'products' };
  if (screen === 'contact') return { name: 'contact' };
  if (screen === 'privacy') return { name: 'privacy' };
  if (screen === 'clinicians') return { name: 'clinicians' };
  if (screen === 'calendar') {
    const from = params.get('from') ?? '';
    return {
      name: 'calendar',
      from: isIndiaDate(from) ? from : indiaDateOf(new Date()),
      days: params.get('view') === 'day' ? 1 : 7,
      clinician: params.get('clinician') ?? '',
      branch: params.get('branch') ?? '',
      letGo: params.get('holds') === 'all',
    };
  }
  return { name: 'notFound' };
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The address of a screen; the inverse of `parseAdminRoute`. */
export function adminHref(route: AdminRoute): string {
  switch (route.name) {
    case 'users':
      return withQuery('/admin', { q: route.q.trim(), page: route.page > 1 ? route.page : '' });
    case 'transactions':
      return withQuery(`/admin/userTransaction/${encodeURIComponent(route.who)}`, {
        date: route.date,
        state: route.state,
      });
    case 'products':
      return '/admin/product-management';
    case 'contact':
      return '/admin/contact';
    case 'privacy':
      return '/admin/privacy';
    case 'clinicians':
      return '/admin/clinicians';
    case 'calendar':
      return withQuery('/admin/calendar', {
        from: route.from,
        view: route.days === 1 ? 'day' : '',
        clinician: route.clinician,
        branch: route.branch,
        holds: route.letGo ? 'all' : '',
      });
    default:
      return '/admin';
  }
}

/** Which tab a screen belongs to (a customer's transactions are under Transactions). */
export function sectionOf(route: AdminRoute): AdminSection | undefined {
  return route.name === 'notFound' ? undefined : route.name;
}

/**
 * A key that changes when the person moves to another screen (or another customer), and not
 * when only a search or a filter changes: focus moves to the heading only on the former.
 */
export function screenKey(route: AdminRoute): string {
  return route.name === 'transactions' ? `transactions:${route.who}` : route.name;
}

export function usersApiUrl(q: string, page: number): string {
  return usersPath(q, page);
}

export function transactionsApiUrl(who: string, filters: TransactionFilters): string {
  return transactionsPath(who, filters);
}

/** The CSV of exactly what the screen shows: same customer, same filters. */
export function transactionsExportUrl(who: string, filters: TransactionFilters): string {
  return transactionsPath(who, filters, { csv: true });
}

/** How many pages a list of `total` rows fills, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * A link click the panel should handle itself: a plain left click on a same-origin link into
 * the panel. Modified clicks (new tab, download) and other targets stay with the browser.
 */
export function isPanelNavigation(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  target: { href: string; target?: string; hasDownload?: boolean },
  origin: string,
): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  if ((target.target && target.target !== '_self') || target.hasDownload) return false;
  const url = new URL(target.href, origin);
  return (
    url.origin === origin &&
    (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) &&
    url.pathname !== '/admin/login'
  );
}

/** The GST register of a month ("2026-11"): invoices, bills of supply and credit notes. */
export function gstRegisterExportUrl(month: string): string {
  return gstRegisterPath(month);
}
