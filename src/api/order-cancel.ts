import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';
import type { OrderAnswer } from './order.ts';

/** The customer pressed Cancel on the payment page: their pending order is cancelled. */
export const PATH = '/api/orders/:reference/cancel';

/** The cancelled order, as `GET /api/orders/:reference` shows it. */
export type CancelOrderAnswer = OrderAnswer;

export const cancelOrder = (reference: string) =>
  postJson<Json<CancelOrderAnswer>>(PATH.replace(':reference', encodeURIComponent(reference)));
