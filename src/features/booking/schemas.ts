import { z } from 'zod';
import { defineSchema } from '#/lib/define-schema.ts';
import { idSchema } from '#/lib/id.ts';
import { BOOKING_MESSAGES } from './booking-messages.ts';
import { SESSION_MODES } from './booking-rules.ts';

/**
 * The pieces the booking requests are built of (a slug, a way of meeting, a time, a booking's id).
 * Each request's own schema is in its contract, src/api/<function>.ts.
 */

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

export const bookingIdSchema = defineSchema(() => idSchema(BOOKING_MESSAGES.notFound));
