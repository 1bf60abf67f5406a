import { atom, onMount } from 'nanostores';
import { loadUsers } from '#/api/admin-users.ts';
import type { AdminRoute } from '#/features/admin/admin-routes.ts';
import { adminCall } from '#/features/admin/api.ts';
import { routeLoader } from '#/features/admin/load.ts';
import { $adminRoute, navigate } from '#/features/admin/route.store.ts';

type UsersRoute = Extract<AdminRoute, { name: 'users' }>;
const isUsers = (route: AdminRoute): route is UsersRoute => route.name === 'users';

const users = routeLoader(
  isUsers,
  (route, signal) => adminCall(loadUsers(route.q, route.page, { signal })),
  'The users could not be loaded. Please try again.',
);
export const $users = users.store;

/** What is typed in the search box; the address holds the search that was run. */
export const $userSearch = atom('');

/** Pause after the last key before searching, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 350;
let timer: ReturnType<typeof setTimeout> | undefined;

onMount($userSearch, () =>
  $adminRoute.subscribe((route) => {
    // Back and Forward bring an older search back into the box, unless one is being typed (or
    // the box already says it: a space just typed at its end is kept).
    if (isUsers(route) && timer === undefined && $userSearch.get().trim() !== route.q) {
      $userSearch.set(route.q);
    }
  }),
);

export function searchUsersNow(): void {
  clearTimeout(timer);
  timer = undefined;
  const route = $adminRoute.get();
  const q = $userSearch.get().trim();
  if (isUsers(route) && route.q === q && route.page === 1) return;
  // Each search replaces the last in the history, so Back leaves the screen.
  navigate({ name: 'users', q, page: 1 }, { replace: true });
}

export function typeUserSearch(text: string): void {
  $userSearch.set(text);
  clearTimeout(timer);
  timer = setTimeout(searchUsersNow, SEARCH_DEBOUNCE_MS);
}

export function showUsersPage(page: number): void {
  const route = $adminRoute.get();
  if (isUsers(route)) navigate({ ...route, page });
}
