import { z } from 'zod';
import { emailSchema } from '#/lib/schemas.ts';
import { NEWSLETTER_MESSAGES } from './newsletter.ts';

/** Subscribing: the address and the ticked consent box (recorded with its notice version). */
export const subscribeSchema = z.object({
  email: emailSchema,
  consent: z.literal(true, { error: NEWSLETTER_MESSAGES.consent }),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;
