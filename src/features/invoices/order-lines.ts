import type { OrderLine } from '#/features/shop/shop.ts';

/** What the specification shows for a line whose product snapshot has no name. */
export const MISSING_PRODUCT = 'N/A';

/**
 * An order line's product name, or the spec's 'N/A' when the snapshot has none. Its own small
 * module: the customer's invoice uses it, and must not carry the admin panel's messages.
 */
export function lineName(line: Pick<OrderLine, 'name'>): string {
  const name = (line.name ?? '').trim();
  return name === '' ? MISSING_PRODUCT : name;
}
