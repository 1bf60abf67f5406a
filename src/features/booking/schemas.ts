import { z } from 'zod';
import { defineSchema } from '#/lib/define-schema.ts';
import { idSchema } from '#/lib/id.ts';
import { BOOKING_MESSAGES } from './booking-messages.ts';
import { maxSeriesCount, SERIES_INTERVALS, SESSION_MODES } from './booking-rules.ts';

/** Validation of booking requests, shared by the functions and the booking page's store. */

export { BOOKING_MESSAGES };

/** A slug of ours (a service, a branch, a clinician), as the booking requests carry it. */
export const slugSchema = defineSchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'That is not one of our services.'),
);

export const modeSchema = defineSchema(() =>
  z.enum(SESSION_MODES, {
    error: 'Choose in person, video, phone or chat.',
  }),
);

/** A time as the slots list it (ISO, with its offset), read as a Date. */
export const instantSchema = defineSchema(() =>
  z.iso
    .datetime({ offset: true, error: 'Choose a time from the list.' })
    .transform((value) => new Date(value)),
);

/** POST /api/booking/waiting-list: be told when the clinician has a time free. */
export const waitingListSchema = defineSchema(() =>
  z.object({
    clinician: slugSchema,
    mode: modeSchema,
    branch: slugSchema.nullish(),
    service: slugSchema,
    language: z.string().trim().max(40).optional().default(''),
  }),
);
export type WaitingListInput = z.infer<typeof waitingListSchema>;

/** POST /api/bookings/:id/cancel; `rest`: this session and the later ones of its series. */
export const cancelSchema = defineSchema(() =>
  z.object({
    reason: z.string().trim().max(500).optional().default(''),
    rest: z.boolean().optional().default(false),
  }),
);

/**
 * POST /api/bookings/:id/series (and .../series/preview): the held time again every week or
 * fortnight, for at most 12 weeks in all.
 */
export const seriesSchema = defineSchema(() =>
  z
    .object({
      every: z.enum(SERIES_INTERVALS, { error: 'Choose every week or every fortnight.' }),
      count: z
        .number({ error: 'Choose how many sessions.' })
        .int('Choose a whole number of sessions.')
        .min(2, 'A series has at least 2 sessions.'),
    })
    .refine((s) => s.count <= maxSeriesCount(s.every), {
      path: ['count'],
      message: 'A series runs for at most 12 weeks: 12 weekly or 6 fortnightly sessions.',
    }),
);
export type SeriesInput = z.infer<typeof seriesSchema>;

/** POST /api/bookings/:id/reschedule: the new slot, same clinician and mode. */
export const rescheduleSchema = defineSchema(() =>
  z.object({
    startsAt: instantSchema,
  }),
);

export const bookingIdSchema = defineSchema(() => idSchema(BOOKING_MESSAGES.notFound));
