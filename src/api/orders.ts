import type { z } from 'zod';
import type { checkoutSchema } from '#/features/checkout/schemas.ts';
import type { OrderStatus } from '#/features/shop/shop.ts';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/** Pay Now: a pending order priced from the database, and the form to the payment page. */
export const PATH = '/api/orders';

/**
 * Checked by `checkoutSchema` (features/checkout/schemas.ts), imported here as a type only:
 * the checkout island calls this route and loads no zod.
 */
export type CheckoutRequest = z.input<typeof checkoutSchema>;

/** The answer to `POST /api/orders`: the order, and the form that takes the browser to pay. */
export interface CheckoutStart {
  order: { reference: string; status: OrderStatus; total: number };
  payment: { method: 'POST'; action: string; fields: Record<string, string> };
}

export const startCheckout = (input: CheckoutRequest) => postJson<Json<CheckoutStart>>(PATH, input);
