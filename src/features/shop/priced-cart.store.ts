import { computed } from 'nanostores';
import { addItem, itemsFromOrder, type PricedCart, repriceCart } from '#/features/shop/cart.ts';
import type { OrderLine } from '#/features/shop/shop.ts';
import { $cart, setCart } from './cart.store.ts';
import { $catalogue, loadCatalogue } from './products.store.ts';

export type PricedCartState =
  | { status: 'loading' }
  | { status: 'error' }
  | ({ status: 'ready' } & PricedCart);

/** The cart checked against the live catalogue (load it with `loadCatalogue`). */
export const $pricedCart = computed([$cart, $catalogue], (items, catalogue): PricedCartState => {
  if (catalogue.status !== 'ready') return { status: catalogue.status };
  return { status: 'ready', ...repriceCart(items, catalogue.products) };
});

/**
 * Loads the catalogue and keeps the stored cart's prices and names in step with it, so the
 * header, the checkout summary and other tabs all see what the shop charges today.
 */
export async function refreshCartPrices(): Promise<void> {
  const products = await loadCatalogue();
  if (!products) return;
  const { items } = repriceCart($cart.get(), products);
  if (JSON.stringify(items) !== JSON.stringify($cart.get())) setCart(items);
}

/** "Try again" after a failed payment: the order's lines go back into the cart. */
export async function restoreOrderLines(lines: OrderLine[]): Promise<boolean> {
  const products = await loadCatalogue();
  if (!products) return false;
  const restored = itemsFromOrder(lines, products);
  return setCart(restored.reduce((items, item) => addItem(items, item), $cart.get()));
}
