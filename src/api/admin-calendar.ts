import { z } from 'zod';
import { instantSchema, modeSchema, slugSchema } from '#/features/admin/calendar/schemas.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { isIndiaDate } from '#/lib/india-time.ts';
import type { BookedSession } from './bookings.ts';

/**
 * The admin's Calendar tab: GET the sessions of some days (each reading in the access log);
 * POST books one for a caller (audited). The panel calls it through its throwing `adminFetch`.
 */
export const PATH = '/api/admin/calendar';

/** GET (and the CSV export's) query: some India days, for one clinician or branch or all. */
export const calendarQueryRequest = defineSchema(() =>
  z.object({
    from: z.string().refine(isIndiaDate, 'Give the first day as YYYY-MM-DD.'),
    days: z.coerce.number().int().min(1).max(31).default(7),
    clinician: slugSchema.optional(),
    branch: slugSchema.optional(),
    /** `all` lists the holds that were let go too (another time chosen, or lapsed unpaid). */
    holds: z.enum(['all']).optional(),
  }),
);
export type CalendarQuery = z.infer<typeof calendarQueryRequest>;

/** POST: a session booked by staff for a caller, with or without an account. */
export const staffBookingRequest = defineSchema(() =>
  z.object({
    clinician: slugSchema,
    startsAt: instantSchema,
    mode: modeSchema,
    branch: slugSchema.nullish(),
    service: slugSchema,
    language: z.string().trim().max(40).default(''),
    contactName: z.string().trim().min(2, 'Enter the caller’s name.').max(120),
    contactEmail: z
      .union([z.email('Enter a valid e-mail address, or leave it empty.'), z.literal('')])
      .default(''),
    contactPhone: z.string().trim().min(6, 'Enter a phone number to reach the caller.').max(40),
  }),
);
export type StaffBookingInput = z.infer<typeof staffBookingRequest>;

/** One session in the Calendar tab (and a row of its CSV). */
export interface CalendarEntry extends BookedSession {
  clinician: { slug: string; name: string };
  language: string;
  customer: { name: string; email: string; phone: string };
  bookedBy: 'customer' | 'staff';
  cancelReason: string;
  /** The customer shared their get-matched answers with it (read through their own route). */
  hasAnswers: boolean;
}

/** GET: the sessions of the days asked for. */
export interface CalendarAnswer {
  entries: CalendarEntry[];
}

/** POST: the caller's session, booked (201). */
export interface CallerBookedAnswer {
  id: string;
}
