import { z } from 'zod';
import { postJson } from '#/lib/http.ts';
import { parseRupees } from '#/lib/money.ts';
import type { Json } from './json.ts';

/**
 * An admin refunds a paid order in full or in part: 202 while the provider has yet to confirm,
 * 200 when it confirmed at once or the request was seen before.
 */
export const PATH = '/api/admin/orders/:reference/refunds';

/**
 * An admin's refund of an order: the amount in rupees (all or part of what is left), the reason
 * printed on the credit note, and a key the form makes once per refund so that a double click or
 * a retried request refunds once.
 */
export const refundSchema = z.object({
  amount: z
    .string({ error: 'Please enter the amount to refund.' })
    .trim()
    .regex(
      /^(?:Rs\.?\s*|₹\s*)?\d{1,3}(?:,?\d{2,3})*(?:\.\d{1,2})?$/i,
      'Please enter the amount in rupees, e.g. 1,499 or 500.50.',
    )
    .transform((v) => parseRupees(v))
    .refine((paise) => paise >= 1, 'Please enter an amount of at least Rs 0.01.'),
  reason: z
    .string({ error: 'Please give the reason for the refund.' })
    .trim()
    .min(3, 'Please give the reason for the refund: it is printed on the credit note.')
    .max(500, 'Please keep the reason under 500 characters.'),
  requestKey: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'The refund form is out of date: please reload it.'),
  /** Needed only to refund more than the sessions not yet booked are worth. */
  override: z
    .string()
    .trim()
    .max(500, 'Please keep the reason under 500 characters.')
    .optional()
    .transform((v) => v || undefined),
  /** With an exception: what happens to the sessions already booked with the refunded credits. */
  bookedSessions: z
    .enum(['cancel', 'keep'], {
      error: 'Choose whether the sessions already booked are cancelled or kept.',
    })
    .optional(),
});
export type RefundInput = z.input<typeof refundSchema>;

/** Asked of staff when a refund takes back sessions that are already booked. */
export const BOOKED_SESSIONS_QUESTION =
  'Choose what happens to the sessions already booked with this package: cancel them and tell the client, or keep them as paid separately.';

export interface RefundAnswer {
  refund: {
    id: string;
    status: 'requested' | 'processed' | 'failed';
    /** Paise. */
    amount: number;
  };
}

export const requestRefund = (reference: string, input: RefundInput) =>
  postJson<Json<RefundAnswer>>(PATH.replace(':reference', encodeURIComponent(reference)), input);
