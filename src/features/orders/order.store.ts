import { atom } from 'nanostores';
import { loadOrder as askOrder, type OrderView } from '#/api/order.ts';
import { cancelOrder } from '#/api/order-cancel.ts';
import { forgetCheckout, settleCheckout } from '#/features/shop/cart.store.ts';
import { restoreOrderLines } from '#/features/shop/priced-cart.store.ts';
import { orderHref } from '#/features/shop/shop-routes.ts';
import { loginHref } from '#/lib/auth.ts';

/**
 * The order page. The payment provider sends the browser back before its signed notification
 * may have arrived, so a pending order is asked about again every 2 seconds for 2 minutes.
 */
export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 120_000;

export type OrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderView }
  | { status: 'missing' }
  | { status: 'error' };

export const $order = atom<OrderState>({ status: 'loading' });
/** While pending: still asking, or asked for 2 minutes without an answer. */
export const $confirming = atom<'asking' | 'slow'>('asking');

let timer: ReturnType<typeof setTimeout> | undefined;

async function fetchOrder(reference: string): Promise<OrderView | undefined> {
  const result = await askOrder(reference);
  if (result.ok) {
    $order.set({ status: 'ready', order: result.data.order });
    return result.data.order;
  }
  if (result.status === 401) window.location.replace(loginHref(orderHref(reference)));
  else if (result.status === 404) $order.set({ status: 'missing' });
  // A failed poll keeps what is shown and asks again; only a failed first load says so.
  else if ($order.get().status === 'loading') $order.set({ status: 'error' });
  return undefined;
}

export async function loadOrder(reference: string | undefined): Promise<void> {
  clearTimeout(timer);
  if (!reference) {
    $order.set({ status: 'missing' });
    return;
  }
  $order.set({ status: 'loading' });
  $confirming.set('asking');
  const order = await fetchOrder(reference);
  if (!order) return;
  // The person came back from paying for this cart: the cart's work is done.
  settleCheckout(order.reference);
  if (order.status !== 'pending') return;
  const started = Date.now();
  const poll = async () => {
    if (Date.now() - started >= POLL_FOR_MS) {
      $confirming.set('slow');
      return;
    }
    const next = await fetchOrder(reference);
    if (!next || next.status === 'pending') timer = setTimeout(poll, POLL_EVERY_MS);
  };
  timer = setTimeout(poll, POLL_EVERY_MS);
}

/** "Try again": the order's lines go back into the cart, and the person to the cart. */
export async function tryAgain(order: OrderView): Promise<boolean> {
  const restored = await restoreOrderLines(order.items);
  if (restored) window.location.assign('/user/mycart');
  return restored;
}

/**
 * The person pressed Cancel on the payment page and came back to the cart: the pending order
 * is cancelled and the cart stays as it was. A failed call changes nothing they can see: an
 * unpaid order expires on its own.
 */
export async function cancelReturnedOrder(reference: string): Promise<void> {
  forgetCheckout(reference);
  const result = await cancelOrder(reference);
  if (!result.ok) console.error('[order] cancelling failed:', result.status, result.error.message);
}
