import type { PublicProduct, PublicVariant } from '#/api/products.ts';
import type { Paise } from '#/lib/money.ts';
import { MAX_QUANTITY, type OrderLine } from './shop.ts';

/**
 * One line of the cart as kept in the browser under `cartData`. Prices are paise and only a
 * hint: the server prices every order from the database.
 */
export interface CartItem {
  productSlug: string;
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
    isText(v.productSlug) &&
    v.productSlug !== '' &&
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

/**
 * Carts saved before the product's slug had one name kept it as `productId`: they are read as
 * they are, so nobody's cart empties when the site is updated.
 */
function fromEarlierVersion(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('productId' in value)) return value;
  const { productId, ...rest } = value as Record<string, unknown>;
  return 'productSlug' in rest ? rest : { ...rest, productSlug: productId };
}

/** Reads stored cart data, dropping anything malformed instead of breaking the page. */
export function decodeCart(raw: string | undefined): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    // Merged and capped as addItem would have: another tab or an old version may have written it.
    return Array.isArray(parsed)
      ? parsed
          .map(fromEarlierVersion)
          .filter(isCartItem)
          .reduce<CartItem[]>((items, item) => addItem(items, item), [])
      : [];
  } catch {
    return [];
  }
}

export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** One cart line per product and option. */
export function sameLine(a: LineId, b: LineId): boolean {
  return a.productSlug === b.productSlug && a.variantId === b.variantId;
}

export interface LineId {
  productSlug: string;
  variantId: string;
}

/**
 * A whole number between `min` and MAX_QUANTITY. What people type into a number box can be
 * empty, fractional or huge; the cart never holds such a thing.
 */
export function clampQuantity(value: number, min = 0): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(MAX_QUANTITY, Math.max(min, Math.trunc(value)));
}

/** The cart line for `quantity` of one option of a product, as the product is priced now. */
export function itemFor(
  product: PublicProduct,
  variant: PublicVariant,
  quantity: number,
): CartItem {
  return {
    productSlug: product.slug,
    variantId: variant.id,
    name: product.name,
    differentby: variant.label,
    sessions: variant.sessions,
    cost: variant.price,
    quantity: clampQuantity(quantity, 1),
    imgsrc: product.image,
  };
}

/**
 * Adds a line; the same product and option already in the cart gets the quantities added
 * (the specification's merge), never more than MAX_QUANTITY, and the newest price and names.
 */
export function addItem(items: CartItem[], item: CartItem): CartItem[] {
  const quantity = clampQuantity(item.quantity);
  if (quantity === 0) return items;
  const existing = items.find((line) => sameLine(line, item));
  if (!existing) return [...items, { ...item, quantity }];
  return items.map((line) =>
    line === existing
      ? { ...item, quantity: clampQuantity(existing.quantity + quantity, 1) }
      : line,
  );
}

/** Sets a line's quantity (never below 0); 0 removes the line. */
export function setQuantity(items: CartItem[], id: LineId, quantity: number): CartItem[] {
  const next = clampQuantity(quantity);
  if (next === 0) return items.filter((line) => !sameLine(line, id));
  return items.map((line) => (sameLine(line, id) ? { ...line, quantity: next } : line));
}

export function lineTotalOf(item: CartItem): Paise {
  return item.cost * item.quantity;
}

/** The sum of the lines, in paise. A hint only: the server prices the order. */
export function cartTotal(items: CartItem[]): Paise {
  return items.reduce((sum, item) => sum + lineTotalOf(item), 0);
}

/** A cart line checked against the live catalogue. */
export interface CartLine extends CartItem {
  /** False when the product or the option is no longer offered. */
  available: boolean;
  lineTotal: Paise;
}

export interface PricedCart {
  /** The stored lines with fresh names, labels, sessions, prices and images. */
  items: CartItem[];
  lines: CartLine[];
  /** Of the available lines only. */
  total: Paise;
  /** Checkout waits until every unavailable line is removed. */
  hasUnavailable: boolean;
}

/**
 * Reprices the cart from freshly loaded products: a price or a name changed by the shop shows
 * up here, and a line whose product or option is gone is flagged rather than silently dropped,
 * so the person sees what happened to it.
 */
export function repriceCart(items: CartItem[], products: PublicProduct[]): PricedCart {
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const lines = items.map((item): CartLine => {
    const product = bySlug.get(item.productSlug);
    const variant = product?.variants.find((v) => v.id === item.variantId);
    if (!product || !variant) return { ...item, available: false, lineTotal: lineTotalOf(item) };
    const fresh = itemFor(product, variant, item.quantity);
    return { ...fresh, available: true, lineTotal: lineTotalOf(fresh) };
  });
  return {
    items: lines.map(({ available: _a, lineTotal: _t, ...item }) => item),
    lines,
    total: lines.reduce((sum, line) => sum + (line.available ? line.lineTotal : 0), 0),
    hasUnavailable: lines.some((line) => !line.available),
  };
}

/** What Pay Now sends: ids and quantities only; the server looks up every price. */
export function orderRequestItems(items: CartItem[]): Array<LineId & { quantity: number }> {
  return items.map(({ productSlug, variantId, quantity }) => ({
    productSlug,
    variantId,
    quantity,
  }));
}

/**
 * The lines of an earlier order, back as cart lines ("Try again"). An order line names its
 * product and option label, so the option is found by its label in the live catalogue; lines
 * no longer offered are left out.
 */
export function itemsFromOrder(lines: OrderLine[], products: PublicProduct[]): CartItem[] {
  let items: CartItem[] = [];
  for (const line of lines) {
    const product = products.find((p) => p.slug === line.productSlug);
    const variant = product?.variants.find((v) => v.label === line.variantLabel);
    if (product && variant) items = addItem(items, itemFor(product, variant, line.quantity));
  }
  return items;
}
