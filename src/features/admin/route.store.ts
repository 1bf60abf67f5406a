import { atom } from 'nanostores';
import { type AdminRoute, adminHref, parseAdminRoute } from '#/features/admin/admin-routes.ts';

/**
 * The panel's screen, read from the address. The History API moves between screens without
 * loading the page again; Back and Forward come back through `popstate`.
 */
export const $adminRoute = atom<AdminRoute>(
  typeof window === 'undefined'
    ? { name: 'users', q: '', page: 1 }
    : parseAdminRoute(window.location.pathname, window.location.search),
);

function readLocation(): void {
  $adminRoute.set(parseAdminRoute(window.location.pathname, window.location.search));
}

let listening = false;

/** Starts following Back and Forward; once per page. */
export function startRouter(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', readLocation);
}

/**
 * Goes to a panel address. `replace` is for changes that should not each become a history
 * entry (every pause while typing a search).
 */
export function navigate(to: string | AdminRoute, options: { replace?: boolean } = {}): void {
  const href = typeof to === 'string' ? to : adminHref(to);
  const current = window.location.pathname + window.location.search;
  if (href !== current) {
    if (options.replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
  }
  readLocation();
}
