import { z } from 'zod';
import { NEWSLETTER_MESSAGES } from '#/features/newsletter/newsletter.ts';
import { postJson } from '#/lib/http.ts';
import { emailSchema } from '#/lib/schemas.ts';
import type { Json } from './json.ts';

/**
 * The footer's subscribe form. A new address is pending until the link e-mailed to it is
 * followed; an address already subscribed is answered 409 `already_subscribed`.
 */
export const PATH = '/api/newsletter';

/** Subscribing: the address and the ticked consent box (recorded with its notice version). */
export const subscribeSchema = z.object({
  email: emailSchema,
  consent: z.literal(true, { error: NEWSLETTER_MESSAGES.consent }),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** What the person reads once it is done. */
export interface SubscribeAnswer {
  message: string;
}

export const subscribe = (input: SubscribeInput) => postJson<Json<SubscribeAnswer>>(PATH, input);
