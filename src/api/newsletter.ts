import type { z } from 'zod';
import type { subscribeSchema } from '#/features/newsletter/schemas.ts';
import { postJson } from '#/lib/http.ts';
import type { Json } from './json.ts';

/**
 * The footer's subscribe form. A new address is pending until the link e-mailed to it is
 * followed; an address already subscribed is answered 409 `already_subscribed`.
 */
export const PATH = '/api/newsletter';

/**
 * Checked by `subscribeSchema` (features/newsletter/schemas.ts), imported here as a type only:
 * the footer's script on every page calls this route and loads no zod.
 */
export type SubscribeRequest = z.input<typeof subscribeSchema>;

/** What the person reads once it is done. */
export interface SubscribeAnswer {
  message: string;
}

export const subscribe = (input: SubscribeRequest) => postJson<Json<SubscribeAnswer>>(PATH, input);
