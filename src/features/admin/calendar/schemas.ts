import { z } from 'zod';
import { SESSION_MODES } from '#/features/booking/booking-rules.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { idSchema } from '#/lib/id.ts';
import { isEndTime, isTimeOfDay, parseEndTime, parseTime } from '#/lib/india-time.ts';

/**
 * The pieces of the admin panel's Clinicians and Calendar requests (a slug, a time, weekly hours,
 * a reason). Each request's own schema is in its contract, src/api/<function>.ts.
 */

/** A slug (a clinician, a branch, a service), as the admin's requests carry it. */
export const slugSchema = defineSchema(() =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.'),
);
const timeSchema = defineSchema(() =>
  z.string().trim().refine(isTimeOfDay, 'Write the time as HH:MM, 24-hour, India time.'),
);
/** Where a span of hours ends: any time, or 24:00 for hours that run until midnight. */
const endTimeSchema = defineSchema(() =>
  z
    .string()
    .trim()
    .refine(isEndTime, 'Write the time as HH:MM, 24-hour, India time (24:00 for midnight).'),
);
export const modeSchema = defineSchema(() =>
  z.enum(SESSION_MODES, { error: 'Choose in person, video, phone or chat.' }),
);
/** A time as an ISO date and time with its offset, read as a Date. */
export const instantSchema = defineSchema(() =>
  z.iso
    .datetime({ offset: true, error: 'Give the time as an ISO date and time.' })
    .transform((value) => new Date(value)),
);
/** Why staff moved or cancelled a session: the customer is told. */
export const reasonSchema = defineSchema(() =>
  z.string().trim().min(3, 'Say why, in a few words: the customer is told.').max(500),
);

export const weeklyHoursSchema = defineSchema(() =>
  z
    .object({
      weekday: z.number().int().min(0).max(6),
      from: timeSchema,
      to: endTimeSchema,
      mode: modeSchema,
      branch: slugSchema.nullish(),
    })
    // A time already refused above has its own message; only two good times are compared.
    .refine(
      (h) => !isTimeOfDay(h.from) || !isEndTime(h.to) || parseEndTime(h.to) > parseTime(h.from),
      {
        message: 'The hours must end after they start.',
        path: ['to'],
      },
    )
    .refine((h) => (h.mode === 'in-person') === Boolean(h.branch), {
      message: 'In-person hours need a branch; online hours have none.',
      path: ['branch'],
    }),
);

/** A block's id in an address: digits only, or nothing by that name exists. */
export const blockIdSchema = defineSchema(() => idSchema('We could not find that block.'));
