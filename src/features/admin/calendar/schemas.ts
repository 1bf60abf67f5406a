import { z } from 'zod';
import { SESSION_MODES } from '#/features/booking/booking-rules.ts';
import { idSchema } from '#/lib/id.ts';
import { isEndTime, isIndiaDate, isTimeOfDay, parseEndTime, parseTime } from '#/lib/india-time.ts';

/** Validation of the admin panel's Clinicians and Calendar tabs, shared with their forms. */

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.');
const time = z.string().trim().refine(isTimeOfDay, 'Write the time as HH:MM, 24-hour, India time.');
/** Where a span of hours ends: any time, or 24:00 for hours that run until midnight. */
const endTime = z
  .string()
  .trim()
  .refine(isEndTime, 'Write the time as HH:MM, 24-hour, India time (24:00 for midnight).');
const mode = z.enum(SESSION_MODES, { error: 'Choose in person, video, phone or chat.' });
const instant = z.iso
  .datetime({ offset: true, error: 'Give the time as an ISO date and time.' })
  .transform((value) => new Date(value));
const reason = z.string().trim().min(3, 'Say why, in a few words: the customer is told.').max(500);

export const weeklyHoursSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    from: time,
    to: endTime,
    mode,
    branch: slug.nullish(),
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
  });

export const clinicianSchema = z.object({
  slug,
  name: z.string().trim().min(2, 'Enter the name.').max(120),
  role: z.string().trim().min(2, 'Enter the role, e.g. Clinical psychologist.').max(120),
  qualifications: z.string().trim().max(500).default(''),
  registrationNumber: z.string().trim().max(80).default(''),
  bio: z.string().trim().max(3000).default(''),
  languages: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  services: z.array(slug).max(60).default([]),
  modes: z.array(mode).max(4).default([]),
  contactPhone: z.string().trim().max(40).default(''),
  contactEmail: z.union([z.email(), z.literal('')]).default(''),
  sessionMinutes: z.union([z.literal(50), z.literal(60)]).default(50),
  bufferMinutes: z.number().int().min(0).max(60).default(10),
  active: z.boolean().default(true),
  hours: z.array(weeklyHoursSchema).max(100).default([]),
});
export type ClinicianInput = z.infer<typeof clinicianSchema>;

export const blockSchema = z
  .object({
    kind: z.enum(['leave', 'blocked']).default('blocked'),
    startsAt: instant,
    endsAt: instant,
    reason: z.string().trim().max(300).default(''),
  })
  .refine((b) => b.endsAt > b.startsAt, {
    message: 'The block must end after it starts.',
    path: ['endsAt'],
  });

export const calendarQuerySchema = z.object({
  from: z.string().refine(isIndiaDate, 'Give the first day as YYYY-MM-DD.'),
  days: z.coerce.number().int().min(1).max(31).default(7),
  clinician: slug.optional(),
  branch: slug.optional(),
  /** `all` lists the holds that were let go too (another time chosen, or lapsed unpaid). */
  holds: z.enum(['all']).optional(),
});

export const staffBookingSchema = z.object({
  clinician: slug,
  startsAt: instant,
  mode,
  branch: slug.nullish(),
  service: slug,
  language: z.string().trim().max(40).default(''),
  contactName: z.string().trim().min(2, 'Enter the caller’s name.').max(120),
  contactEmail: z
    .union([z.email('Enter a valid e-mail address, or leave it empty.'), z.literal('')])
    .default(''),
  contactPhone: z.string().trim().min(6, 'Enter a phone number to reach the caller.').max(40),
});

export const staffMoveSchema = z.object({ startsAt: instant, reason });
export const staffCancelSchema = z.object({ reason, waive: z.boolean().default(false) });

/** A block's id in an address: digits only, or nothing by that name exists. */
export const blockIdSchema = idSchema('We could not find that block.');
