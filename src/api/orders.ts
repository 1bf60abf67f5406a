import { z } from 'zod';
import { billingSchema } from '#/features/checkout/schemas.ts';
import {
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  type OrderStatus,
  PAYMENT_PROVIDERS,
  SHOP_MESSAGES,
} from '#/features/shop/shop.ts';
import { postJson } from '#/lib/http.ts';
import { idSchema } from '#/lib/id.ts';
import type { Json } from './json.ts';

/** Pay Now: a pending order priced from the database, and the form to the payment page. */
export const PATH = '/api/orders';

/**
 * Pay Now: what to buy (ids and quantities only: prices come from the database), who pays and
 * how. Anything else the browser sends is ignored.
 */
export const checkoutSchema = z.object({
  items: z
    .array(
      z.object({
        productSlug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'That product is not in our shop.'),
        variantId: idSchema('That option is not in our shop.'),
        quantity: z
          .number({ error: 'Please choose a quantity.' })
          .int('Please choose a whole number.')
          .min(1, 'The quantity must be at least 1.')
          .max(MAX_QUANTITY, `At most ${MAX_QUANTITY} of one item per order, please.`),
      }),
    )
    .min(1, 'Your cart is empty.')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different items per order, please.`),
  billing: billingSchema,
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'Please choose how you would like to pay.' }),
  acceptTerms: z.literal(true, { error: 'Please accept the terms and conditions.' }),
  ageConfirmed: z.literal(true, { error: SHOP_MESSAGES.ageRequired }),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** The answer to `POST /api/orders`: the order, and the form that takes the browser to pay. */
export interface CheckoutStart {
  order: { reference: string; status: OrderStatus; total: number };
  payment: { method: 'POST'; action: string; fields: Record<string, string> };
}

export const startCheckout = (input: z.input<typeof checkoutSchema>) =>
  postJson<Json<CheckoutStart>>(PATH, input);
