import { z } from 'zod';
import type { SharedAnswers } from '#/features/booking/booking-answers-schema.ts';
import { bookingAnswersSchema } from '#/features/booking/booking-answers-schema.ts';
import type { BookingStatus, SessionMode } from '#/features/booking/booking-rules.ts';
import { instantSchema, modeSchema, slugSchema } from '#/features/booking/schemas.ts';
import { defineSchema } from '#/lib/define-schema.ts';
import { api, postJson } from '#/lib/http.ts';
import { siteLocaleSchema } from '#/lib/locale-schema.ts';
import type { Json } from './json.ts';

/** GET: the signed-in customer's sessions and credits. POST: hold a slot for 10 minutes. */
export const PATH = '/api/bookings';

/**
 * POST: hold one of the listed slots for 10 minutes, with the get-matched answers when the
 * customer chose to share them with their clinician.
 */
export const holdRequest = defineSchema(() =>
  z.object({
    clinician: slugSchema,
    startsAt: instantSchema,
    mode: modeSchema,
    branch: slugSchema.nullish(),
    service: slugSchema,
    language: z.string().trim().max(40).optional().default(''),
    answers: bookingAnswersSchema.optional(),
    locale: siteLocaleSchema,
  }),
);
export type HoldInput = z.infer<typeof holdRequest>;
/** The hold request as the booking page sends it. */
export type HoldRequest = z.input<typeof holdRequest>;

/** A session credit of the customer's, for their purchases and the booking page. */
export interface CreditBalance {
  id: string;
  productName: string;
  granted: number;
  remaining: number;
  expiresAt: Date;
}

/**
 * A booked session as every list of sessions shows it (My sessions, the admin's calendar, the
 * clinician's day, the sessions of a clinician who leaves): when, its state, how and where, for
 * which service. Each answer adds what its reader needs.
 */
export interface BookedSession {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  mode: SessionMode;
  branch: string | null;
  service: string;
}

/** One of the customer's sessions, as My sessions shows it. */
export interface MySession extends BookedSession {
  clinician: { slug: string; name: string; role: string };
  /** Where an in-person session is held, by name and address. */
  place: { name: string; address: string } | null;
  language: string;
  holdExpiresAt: Date | null;
  canChange: boolean;
  /** Whether cancelling now gives the credit back (24 hours' notice). */
  creditBackIfCancelled: boolean;
  /** The clinician's contact, for chat and phone sessions that are confirmed. */
  contact: { phone: string; email: string } | null;
  /** The session's video room on this site (/session/<room>), once it opens (10 minutes before). */
  joinUrl: string | null;
  /** The get-matched answers shared with the clinician, until the customer stops sharing. */
  sharedAnswers: SharedAnswers | null;
  /** How many confirmed sessions of its weekly or fortnightly series come after it. */
  laterInSeries: number;
}

/** GET: the customer's sessions (upcoming first, then past) and their credits. */
export interface MySessionsAnswer {
  upcoming: MySession[];
  past: MySession[];
  credits: CreditBalance[];
}

/** A slot held for the customer, until when. */
export interface Hold {
  id: string;
  holdExpiresAt: Date;
}

/** POST: the hold made (201). */
export interface HoldAnswer {
  booking: Hold;
}

export const getMySessions = () => api<Json<MySessionsAnswer>>(PATH);

export const postHold = (body: HoldRequest) => postJson<Json<HoldAnswer>>(PATH, body);
