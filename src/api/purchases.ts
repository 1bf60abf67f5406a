/**
 * The signed-in customer's purchased items: every line of their paid orders. The purchases
 * page is rendered on the server (purchases-page.mts), so no browser code calls it yet.
 */
export const PATH = '/api/me/purchases';

/** One bought item for `GET /api/me/purchases` (a line of a paid order). */
export interface PurchasedItem {
  name: string;
  variantLabel: string;
  sessions: number;
  unitPrice: number;
  quantity: number;
  orderReference: string;
  /** ISO timestamp of the payment. */
  date: string;
}

export interface PurchasesAnswer {
  items: PurchasedItem[];
}
