/**
 * One line of the cart as kept in the browser under `cartData`. Prices are paise and only a
 * hint: the server prices every order from the database.
 */
export interface CartItem {
  productId: string;
  variantId: string;
  name: string;
  /** The variant label (the spec spells the field so). */
  differentby: string;
  sessions: number;
  /** Unit price in paise, as last seen. */
  cost: number;
  quantity: number;
  imgsrc: string | null;
}

const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === 'string';

/** A guard rather than a schema library: this runs in the header of every page. */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isText(v.productId) &&
    v.productId !== '' &&
    isText(v.variantId) &&
    v.variantId !== '' &&
    isText(v.name) &&
    isText(v.differentby) &&
    isCount(v.sessions) &&
    isCount(v.cost) &&
    isCount(v.quantity) &&
    v.quantity > 0 &&
    (v.imgsrc === null || isText(v.imgsrc))
  );
}

/** Reads stored cart data, dropping anything malformed instead of breaking the page. */
export function decodeCart(raw: string | undefined): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
