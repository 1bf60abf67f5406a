import { atom } from 'nanostores';
import { loginHref } from '#/lib/auth.ts';
import type { PurchasedItem } from '#/lib/shop.ts';
import { api } from './http.ts';

export type PurchasesState =
  | { status: 'loading' }
  | { status: 'ready'; items: PurchasedItem[] }
  | { status: 'error' };

export const $purchases = atom<PurchasesState>({ status: 'loading' });

/** The signed-in customer's purchased items; a signed-out visitor goes to log in and back. */
export async function loadPurchases(): Promise<void> {
  $purchases.set({ status: 'loading' });
  const result = await api<{ items: PurchasedItem[] }>('/api/me/purchases');
  if (result.ok) $purchases.set({ status: 'ready', items: result.data.items });
  else if (result.status === 401) window.location.replace(loginHref('/user/mypurchaseditems'));
  else $purchases.set({ status: 'error' });
}
