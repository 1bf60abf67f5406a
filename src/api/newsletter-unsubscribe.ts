import { z } from 'zod';

/**
 * The unsubscribe link of every newsletter (GET, a redirect to /newsletter/unsubscribed) and the
 * mail client's one-click unsubscribe (POST, 204). No JSON, so no call.
 */
export const PATH = '/api/newsletter/unsubscribe';

/** `?token=` of the link. */
export const unsubscribeTokenSchema = z
  .string()
  .regex(/^[\w-]{16,64}$/, 'That unsubscribe link is not valid.');
