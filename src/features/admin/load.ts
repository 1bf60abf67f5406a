import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { AdminRoute } from '#/features/admin/admin-routes.ts';
import { errorMessage, isQuiet } from './api.ts';
import { $adminRoute } from './route.store.ts';

/** One screen's data as it arrives. */
export type Loadable<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string };

/**
 * A store that loads its screen's data whenever the address points at that screen, for as
 * long as a component shows it. A newer load aborts the one before, so a slow answer to an
 * old search can never overwrite a newer one.
 */
export function routeLoader<T, R extends AdminRoute>(
  matches: (route: AdminRoute) => route is R,
  load: (route: R, signal: AbortSignal) => Promise<T>,
  fallbackMessage: string,
): { store: ReadableAtom<Loadable<T>>; reload: () => void } {
  const store = atom<Loadable<T>>({ status: 'loading' });
  let controller: AbortController | undefined;

  async function run(route: R) {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const before = store.get();
    store.set({ status: 'loading', previous: before.status === 'ready' ? before.data : undefined });
    try {
      const data = await load(route, current.signal);
      if (!current.signal.aborted) store.set({ status: 'ready', data });
    } catch (error) {
      if (current.signal.aborted || isQuiet(error)) return;
      console.error('[admin] load failed:', error);
      store.set({ status: 'failed', message: errorMessage(error, fallbackMessage) });
    }
  }

  onMount(store, () => {
    const stop = $adminRoute.subscribe((route) => {
      if (matches(route)) void run(route);
    });
    return () => {
      stop();
      controller?.abort();
    };
  });

  return {
    store,
    reload: () => {
      const route = $adminRoute.get();
      if (matches(route)) void run(route);
    },
  };
}
